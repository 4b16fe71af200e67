/**
 * The data the mixed workload runs on, made over HTTP as users make it: each owner signs up with
 * the sign-on service (JSON register → one-time code → get-session, as the browser journeys do),
 * signs in again (login → code → get-session: the access token the workload uses), opens their
 * profile, creates a business and adds a few products to it.
 */
import { accessTokenHeader } from '@wbn/contracts';
import { businessCreateBody, productBody } from './bodies.ts';
import { seededProducts, type Owner } from './mix.ts';

const password = 'copper-kettle-meadow-71';

interface Endpoints {
  baseUrl: string;
  authUrl: string;
}

/** `count` owners, made a few at a time (password hashing is the slow part). */
export async function prepareOwners(product: Endpoints, count: number): Promise<Owner[]> {
  const owners: Owner[] = [];
  const stamp = Date.now().toString(36);
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, j) => start + j);
    owners.push(...(await Promise.all(batch.map((i) => prepareOwner(product, i, `${stamp}-${i}`)))));
  }
  return owners;
}

async function prepareOwner(product: Endpoints, index: number, tag: string): Promise<Owner> {
  const email = `mixed-${tag}@example.com`;
  const signUp = await call<{ token: string }>(`${product.authUrl}/register`, 'POST', {
    body: { email, password, firstName: 'Bench', lastName: `Owner ${index}` },
  });
  await call(`${product.authUrl}/get-session`, 'POST', { body: { token: signUp.token } });
  const signIn = await call<{ token: string }>(`${product.authUrl}/login`, 'POST', {
    body: { email, password },
  });
  const session = await call<{ token: string; userID: string }>(`${product.authUrl}/get-session`, 'POST', {
    body: { token: signIn.token },
  });
  const api = (path: string, method: string, body?: unknown) =>
    call<Record<string, unknown>>(`${product.baseUrl}/api${path}`, method, { token: session.token, body });
  await api('/user/profile', 'GET');
  const created = await api('/business/profile/create', 'POST', businessCreateBody(index));
  const businessID = (created.data as { businessID?: unknown } | undefined)?.businessID;
  if (typeof businessID !== 'string') throw new Error(`no businessID in ${JSON.stringify(created)}`);
  const productIDs: string[] = [];
  for (let p = 0; p < seededProducts; p++) {
    const made = await api('/product', 'POST', { ...productBody(index, p, 0), businessID });
    if (typeof made.productID !== 'string') throw new Error(`no productID in ${JSON.stringify(made)}`);
    productIDs.push(made.productID);
  }
  return { index, token: session.token, userID: session.userID, businessID, productIDs };
}

/** One JSON call; answers its `data`, and throws with the answer on anything but 200. */
async function call<T>(
  url: string,
  method: string,
  init: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers[accessTokenHeader] = init.token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { data: T }).data;
}
