import type { Product } from '@wbn/contracts';
import type { BusinessRecord } from '@wbn/db';
import { toBusinessSummary } from '../business/business.service.ts';
import type { RefLookup } from '../ref-data/ref-data.service.ts';
import type { ProductRow } from './product.repository.ts';

const idName = (v: { id: string; name: string } | null, id: string) =>
  v ? { id: v.id, name: v.name } : { id, name: id };

/** Every picture of a product, the main image first (the cards show how many there are). */
export function productPhotos(main: { url: string } | null, images: { url: string }[]): { url: string }[] {
  return main ? [main, ...images.filter((i) => i.url !== main.url)] : images;
}

/** A product as every viewer sees it, with the summary of its business. */
export function toProduct(
  row: ProductRow,
  business: { row: BusinessRecord; categoryIds: string[] },
  ref: RefLookup,
): Product {
  const main = row.mainImageUrl ? { url: row.mainImageUrl } : null;
  const images = row.images.map((i) => ({ url: i.url }));
  return {
    productID: row.productId,
    businessID: row.businessId,
    name: row.name,
    keywords: row.keywords,
    description: row.description,
    industry: idName(ref.industry(row.industryId), row.industryId),
    category: idName(ref.category(row.categoryId), row.categoryId),
    subCategory: row.subCategoryId ? idName(ref.subCategory(row.subCategoryId), row.subCategoryId) : null,
    specs: row.specs.map((s) => ({ key: s.key, value: s.value })),
    leadTime: row.leadTime,
    stock: row.stock,
    mainImage: main,
    images,
    photos: productPhotos(main, images),
    videos: row.videos.map((v) => ({ videoID: v.videoID, url: v.url })),
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
    language: row.language,
    businessProfile: toBusinessSummary(business.row, business.categoryIds, ref),
  };
}
