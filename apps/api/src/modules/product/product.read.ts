import { okEnvelope, productSchema, type Product, type UiLanguage } from '@wbn/contracts';
import type { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { jsonOf } from '../../lib/read-cache-json.ts';
import { languageKey, type CachedProduct } from '../../lib/read-caches.ts';

const responseSchema = okEnvelope(productSchema);

/** A product as GET /api/product/{id} sends it (the encoded form of `productSchema`). */
export type ProductJson = z.input<typeof productSchema>;

/**
 * GET /api/product/{id} as the JSON body it sends, the same for every viewer reading its language:
 * kept whole in `cache` by id and language, with the id of the business whose summary it embeds
 * (a change of that business drops it).
 */
export function createProductRead(
  get: (productID: string, language: UiLanguage) => Promise<Product>,
  cache: ReadCache<CachedProduct>,
) {
  return async function productBody(productID: string, language: UiLanguage): Promise<string> {
    const key = languageKey(productID, language);
    const cached = cache.get(key);
    if (cached !== undefined) return cached.body;
    const ticket = cache.ticket();
    const product = await get(productID, language);
    const body = jsonOf(responseSchema, ok(product));
    cache.set(key, { body, businessID: product.businessID }, ticket);
    return body;
  };
}
