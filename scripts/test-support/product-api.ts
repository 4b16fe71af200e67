/**
 * The calls a client of a running product makes, over HTTP only: accounts through the auth
 * service (register → one-time code → get-session, as the web app's /SetID page does), then the
 * API with the access token in `wbn-auth`.
 */
import { validCreateBody } from '../../apps/api/test/business-fixtures.ts';

export interface Service {
  baseUrl: string;
  authUrl: string;
}

export interface Reply {
  status: number;
  body: { success?: boolean; name?: string; message?: string; data?: unknown };
}

export interface User {
  token: string;
  userID: string;
  email: string;
}

export const password = 'copper-kettle-meadow-71';

let n = 0;
export const newEmail = (prefix = 'user') => `${prefix}${Date.now()}-${++n}-${process.pid}@example.com`;

/** One JSON call. A network failure (server gone) rejects; any HTTP answer resolves. */
export async function call(url: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { 'wbn-auth': init.token } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : null,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: Reply['body'] = {};
  try {
    body = JSON.parse(text) as Reply['body'];
  } catch {
    body = { message: text.slice(0, 200) };
  }
  return { status: res.status, body };
}

export const api = (s: Service, method: string, path: string, token?: string, body?: unknown) =>
  call(`${s.baseUrl}/api${path}`, {
    method,
    ...(token ? { token } : {}),
    ...(body !== undefined ? { body } : {}),
  });

function expectOk(what: string, reply: Reply): Reply {
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply;
}

/** Trades a one-time sign-in code for an access token (the /SetID handoff). */
async function session(s: Service, code: string, email: string): Promise<User> {
  const reply = expectOk(
    'get-session',
    await call(`${s.authUrl}/get-session`, { method: 'POST', body: { token: code } }),
  );
  const data = reply.body.data as { token: string; userID: string };
  return { token: data.token, userID: data.userID, email };
}

/** Registers a new account and answers its access token. */
export async function signUp(
  s: Service,
  account: { email?: string; firstName?: string; lastName?: string } = {},
) {
  const full = { email: newEmail(), firstName: 'Tomás', lastName: 'Ibarra', ...account };
  const reply = await call(`${s.authUrl}/register`, { method: 'POST', body: { ...full, password } });
  expectOk('register', reply);
  return session(s, (reply.body.data as { token: string }).token, full.email);
}

/** Signs an existing account in and answers a fresh access token. */
export async function signIn(s: Service, email: string, pass = password): Promise<User> {
  const reply = expectOk(
    'login',
    await call(`${s.authUrl}/login`, { method: 'POST', body: { email, password: pass } }),
  );
  return session(s, (reply.body.data as { token: string }).token, email);
}

/** A valid business, with any field replaced (also by a value the API must refuse). */
export const businessBody = (overrides: Record<string, unknown> = {}) => ({
  ...validCreateBody(),
  ...overrides,
});

export const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Six-axis arm',
  keywords: ['robot', 'arm'],
  description: 'A six-axis articulated robot arm with 10 kg payload for pick and place.',
  industry: 'i0001',
  category: 'c0001-01',
  subCategory: 's0001-01-01',
  specs: [{ key: 'Payload', value: '10 kg' }],
  leadTime: 45,
  stock: true,
  ...overrides,
});

/** POST /api/business/profile/create; answers the new business's id. */
export async function createBusiness(s: Service, user: User, overrides: Record<string, unknown> = {}) {
  const reply = expectOk(
    'create business',
    await api(s, 'POST', '/business/profile/create', user.token, businessBody(overrides)),
  );
  return (reply.body.data as { data: { businessID: string } }).data.businessID;
}

/** POST /api/product (a standard business holds at most 7); answers the new product's id. */
export async function createProduct(
  s: Service,
  user: User,
  businessID: string,
  overrides: Record<string, unknown> = {},
) {
  const reply = expectOk(
    'create product',
    await api(s, 'POST', '/product', user.token, productBody({ businessID, ...overrides })),
  );
  return (reply.body.data as { productID: string }).productID;
}

/** PUT /api/user/profile with some of its fields; answers the reply (the test decides). */
export const updateProfile = (s: Service, user: User, fields: Record<string, unknown>) =>
  api(s, 'PUT', '/user/profile', user.token, fields);
