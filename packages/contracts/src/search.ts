import { z } from 'zod';

/** The search type codes of the specification, in the order the type dropdown lists them. */
export const searchTypes = [
  { code: 'PR', name: 'Products' },
  { code: 'UR', name: 'Users' },
  { code: 'MA', name: 'Manufacturers' },
  { code: 'DI', name: 'Distributors' },
  { code: 'WS', name: 'Wholesalers' },
  { code: 'IM', name: 'Importers' },
  { code: 'EX', name: 'Exporters' },
  { code: 'RE', name: 'Retailers' },
  { code: 'IN', name: 'Investors' },
  { code: 'CO', name: 'Consultants' },
  { code: 'GO', name: 'Government' },
] as const;

export type SearchTypeCode = (typeof searchTypes)[number]['code'];
export const searchTypeCodes = searchTypes.map((t) => t.code) as [SearchTypeCode, ...SearchTypeCode[]];
export const searchTypeSchema = z.enum(searchTypeCodes);

/** Business types are the search codes that denote a kind of company. */
export const businessTypeCodes = ['MA', 'DI', 'WS', 'IM', 'EX', 'RE', 'IN', 'CO', 'GO'] as const;
export type BusinessTypeCode = (typeof businessTypeCodes)[number];
export const businessTypeCodeSchema = z.enum(businessTypeCodes);

export const searchDefaults = { business: 'MA' as SearchTypeCode, countries: 'global', search: '' } as const;

export function searchTypeName(code: string): string {
  return searchTypes.find((t) => t.code === code)?.name ?? code;
}

/** The query string of /search-result, built the one way every link in the product builds it. */
export function searchResultHref(params: { business?: string; countries?: string; search?: string }): string {
  const business = params.business || searchDefaults.business;
  const countries = params.countries || searchDefaults.countries;
  const search = encodeURIComponent(params.search ?? '');
  return `/search-result?business=${business}&countries=${countries}&search=${search}`;
}
