import { okEnvelope, productSchema } from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { jsonOf } from '../../lib/read-cache-json.ts';
import type { CachedProduct } from '../../lib/read-caches.ts';
import type { ProductService } from './product.service.ts';

const responseSchema = okEnvelope(productSchema);

/**
 * GET /api/product/{id} as the JSON body it sends, the same for every viewer: kept whole in
 * `cache` with the id of the business whose summary it embeds (a change of that business drops it).
 */
export function createProductRead(service: ProductService, cache: ReadCache<CachedProduct>) {
  return async function productBody(productID: string): Promise<string> {
    const cached = cache.get(productID);
    if (cached !== undefined) return cached.body;
    const ticket = cache.ticket();
    const product = await service.get(productID);
    const body = jsonOf(responseSchema, ok(product));
    cache.set(productID, { body, businessID: product.businessID }, ticket);
    return body;
  };
}
