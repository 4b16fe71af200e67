import { limits, type Product } from '@wbn/contracts';

/**
 * Short forms of product text for cards and titles. Lengths count characters as people see them
 * (code points), so an accent or an emoji is never cut in half.
 */

/** `text` cut to `max` characters plus an ellipsis when longer; unchanged otherwise. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** The specs a card shows: at most 4, each value cut at 50 characters plus an ellipsis. */
export function cardSpecs(
  specs: readonly { key: string; value: string }[],
): { key: string; value: string }[] {
  return specs
    .slice(0, limits.specsPerCard)
    .map((s) => ({ key: s.key, value: cutText(s.value, limits.specValuePreview) }));
}

/** The 200-character description preview of the product cards. */
export const descriptionPreview = (description: string): string =>
  cutText(description.replace(/\s+/g, ' ').trim(), limits.productDescriptionPreview);

/** The page title: the first 64 characters of the description (the name when there is none). */
export function productPageTitle(product: Pick<Product, 'name' | 'description'>): string {
  const text = product.description.replace(/\s+/g, ' ').trim();
  return text ? Array.from(text).slice(0, limits.pageTitleFromDescription).join('').trim() : product.name;
}

/** "Industry | Category | Subcategory", the parts that exist. */
export function categoryPath(
  product: Pick<Product, 'industry' | 'category' | 'subCategory'>,
  separator = ' | ',
): string {
  return [product.industry.name, product.category.name, product.subCategory?.name]
    .filter(Boolean)
    .join(separator);
}
