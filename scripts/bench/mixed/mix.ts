/**
 * The mixed workload as plain data: what each connection sends, in order, round and round. Every
 * connection acts as one signed-in owner: its writes touch only that owner's business, profile
 * and products, so no two connections contend for a row, and the product cap holds by
 * construction (a cycle adds one product and deletes it again before the cycle ends).
 *
 * One cycle is 20 requests: 14 reads (5 business profiles, 5 products, 4 product searches, of
 * everyone's data) and 6 writes (a product added, two products edited, the business's General
 * Information, the owner's own profile, and the added product deleted): 70% reads, 30% writes.
 */
import { productLimitFor } from '@wbn/contracts';
import {
  businessGeneralBody,
  productBody,
  productCreateBody,
  searchWords,
  userProfileBody,
} from './bodies.ts';

/** One signed-in owner with their business and the products made for it before measuring. */
export interface Owner {
  index: number;
  token: string;
  userID: string;
  businessID: string;
  productIDs: string[];
}

export type StepName =
  | 'business read'
  | 'product read'
  | 'product search'
  | 'product create'
  | 'product edit'
  | 'business edit'
  | 'profile edit'
  | 'product delete';

export interface MixStep {
  name: StepName;
  kind: 'read' | 'write';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A fixed path, or null for the delete: the product this connection added earlier in the cycle. */
  path: string | null;
  /** The access token writes are sent with (`wbn-auth`); reads go as a visitor. */
  token?: string;
  /** A body sent as it is (built into bytes once: reads cost the load generator nothing extra). */
  body?: unknown;
  /** A write's body, built for every send with a fresh revision number. */
  revise?: (rev: number) => unknown;
}

/** Products made for each business before measuring; with the one added per cycle, under the cap. */
export const seededProducts = 3;
/** Businesses are created on the free Standard tier. */
export const productCap = productLimitFor('standard');
/**
 * The most products a business can hold during a start of the product: the seeded ones, the one
 * a cycle has added, and one more left behind by the warm-up when it stopped between that cycle's
 * create and delete. The unit test holds this under the cap.
 */
export const mostProductsPerBusiness = seededProducts + 1 + 1;

/** The cycle of connection `k` of `owners.length`; connection k is owner k. */
export function connectionCycle(owners: readonly Owner[], k: number): MixStep[] {
  const me = owners[k];
  if (!me) throw new Error(`connection ${k} has no owner (${owners.length} owners)`);
  if (me.productIDs.length < 2) throw new Error('each owner needs at least two products to edit');
  const allProducts = interleavedProducts(owners);
  // Reads spread over everyone's data, each connection from its own starting point.
  const business = (p: number): MixStep => ({
    name: 'business read',
    kind: 'read',
    method: 'GET',
    path: `/api/business/profile/${owners[(k * 5 + p) % owners.length]!.businessID}`,
  });
  const product = (p: number): MixStep => ({
    name: 'product read',
    kind: 'read',
    method: 'GET',
    path: `/api/product/${allProducts[(k * 5 + p) % allProducts.length]}`,
  });
  const search = (p: number): MixStep => ({
    name: 'product search',
    kind: 'read',
    method: 'POST',
    path: '/api/search/product',
    body: { textQuery: searchWords[(k * 4 + p) % searchWords.length] },
  });
  const write = (
    name: StepName,
    method: MixStep['method'],
    path: string | null,
    revise?: MixStep['revise'],
  ): MixStep => ({ name, kind: 'write', method, path, token: me.token, ...(revise ? { revise } : {}) });
  const [first, second] = me.productIDs as [string, string];
  return [
    business(0),
    write('product create', 'POST', '/api/product', (rev) => productCreateBody(me.index, me.businessID, rev)),
    product(0),
    search(0),
    business(1),
    write('product edit', 'PUT', `/api/product/${first}`, (rev) => productBody(me.index, 0, rev)),
    product(1),
    search(1),
    business(2),
    write('business edit', 'PUT', `/api/business/profile/${me.businessID}/general`, (rev) =>
      businessGeneralBody(me.index, rev),
    ),
    product(2),
    search(2),
    business(3),
    write('product edit', 'PUT', `/api/product/${second}`, (rev) => productBody(me.index, 1, rev)),
    product(3),
    search(3),
    business(4),
    write('profile edit', 'PUT', '/api/user/profile', (rev) => userProfileBody(rev)),
    product(4),
    write('product delete', 'DELETE', null),
  ];
}

/** Every owner's products, first products of all owners first, so neighbours differ in owner. */
function interleavedProducts(owners: readonly Owner[]): string[] {
  const most = Math.max(0, ...owners.map((o) => o.productIDs.length));
  const out: string[] = [];
  for (let i = 0; i < most; i++)
    for (const o of owners) {
      const id = o.productIDs[i];
      if (id) out.push(id);
    }
  return out;
}

/** Share of writes in a cycle (0.3 by design; the unit test holds it there). */
export function writeShare(cycle: readonly MixStep[]): number {
  return cycle.filter((s) => s.kind === 'write').length / cycle.length;
}
