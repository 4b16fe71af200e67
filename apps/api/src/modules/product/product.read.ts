import { okEnvelope, productSchema, type Product } from '@wbn/contracts';
import type { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { jsonOf } from '../../lib/read-cache-json.ts';
import type { CachedProduct } from '../../lib/read-caches.ts';

const responseSchema = okEnvelope(productSchema);

/** A product as GET /api/product/{id} sends it (the encoded form of `productSchema`). */
export type ProductJson = z.input<typeof productSchema>;

/**
 * GET /api/product/{id} as the JSON body it sends, the same for every viewer: kept whole in
 * `cache` with the id of the business whose summary it embeds (a change of that business drops it).
 */
export function createProductRead(
  get: (productID: string) => Promise<Product>,
  cache: ReadCache<CachedProduct>,
) {
  return async function productBody(productID: string): Promise<string> {
    const cached = cache.get(productID);
    if (cached !== undefined) return cached.body;
    const ticket = cache.ticket();
    const product = await get(productID);
    const body = jsonOf(responseSchema, ok(product));
    cache.set(productID, { body, businessID: product.businessID }, ticket);
    return body;
  };
}
