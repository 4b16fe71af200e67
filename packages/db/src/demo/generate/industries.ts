/**
 * What a user or business does: industry (uneven shares on purpose), business type, category names
 * and the product base names of each industry and category.
 */
import { businessTypeCodes, type BusinessTypeCode } from '@wbn/contracts';
import { industryTree } from '../../reference/industries.ts';
import type { Random } from '../random.ts';
import { productBases, type ProductBase } from '../words/products.ts';

/** Relative share of businesses per industry key (uneven on purpose). */
const industryWeights: Record<string, number> = {
  '0001': 8,
  '0002': 12,
  '0003': 7,
  '0004': 10,
  '0005': 12,
  '0006': 5,
  '0007': 9,
  '0008': 3,
  '0009': 5,
  '0010': 4,
  '0011': 11,
  '0012': 5,
  '0013': 6,
  '0014': 10,
  '0015': 5,
};
export const industryKeys = industryTree.map((i) => i.key);
const industryKeyWeights = industryKeys.map((k) => industryWeights[k] ?? 1);

const businessTypeWeights: Record<BusinessTypeCode, number> = {
  MA: 40,
  DI: 14,
  WS: 10,
  IM: 8,
  EX: 12,
  RE: 7,
  IN: 2,
  CO: 5,
  GO: 2,
};

export const basesByIndustry = new Map(industryKeys.map((k) => [k, productBases(k)]));
export const basesByCategory = new Map<string, ProductBase[]>();
for (const [key, bases] of basesByIndustry) {
  for (const b of bases) {
    const id = `${key}:${b.category}`;
    const list = basesByCategory.get(id) ?? [];
    list.push(b);
    basesByCategory.set(id, list);
  }
}

export function pickIndustryKey(rng: Random): string {
  return rng.weighted(industryKeys, industryKeyWeights);
}

export function pickBusinessType(rng: Random, industryKey: string): BusinessTypeCode {
  const weights = businessTypeCodes.map((code) =>
    industryKey === '0015' && code === 'CO'
      ? 60
      : industryKey === '0015' && code === 'MA'
        ? 4
        : businessTypeWeights[code],
  );
  return rng.weighted(businessTypeCodes, weights);
}

export function industryNameLower(key: string): string {
  const name = industryTree.find((i) => i.key === key)?.name ?? '';
  if (name === 'Electronics & IT') return 'electronics and IT';
  if (name === 'Machineries') return 'machinery';
  return name.toLowerCase();
}

export function categoryName(key: string, n: number): string {
  return industryTree.find((i) => i.key === key)?.categories[n - 1]?.name ?? '';
}
