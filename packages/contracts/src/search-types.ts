// The search's plain values, apart from its zod schemas (search.ts): the web app's header and
// sidebar need only these, and must not bring zod into its first load (decision 0015).

/** The search type codes of the specification, in the order the type dropdown lists them. */
export const searchTypeCodes = ['PR', 'UR', 'MA', 'DI', 'WS', 'IM', 'EX', 'RE', 'IN', 'CO', 'GO'] as const;
export type SearchTypeCode = (typeof searchTypeCodes)[number];

/**
 * The types' English names, for the API and the database's reference rows. The web names a type
 * in the page's language from its own strings by code (`shell`'s `search.types`), never from here.
 */
const searchTypeNames: Record<SearchTypeCode, string> = {
  PR: 'Products',
  UR: 'Users',
  MA: 'Manufacturers',
  DI: 'Distributors',
  WS: 'Wholesalers',
  IM: 'Importers',
  EX: 'Exporters',
  RE: 'Retailers',
  IN: 'Investors',
  CO: 'Consultants',
  GO: 'Government',
};

/** Business types are the search codes that denote a kind of company. */
export const businessTypeCodes = ['MA', 'DI', 'WS', 'IM', 'EX', 'RE', 'IN', 'CO', 'GO'] as const;
export type BusinessTypeCode = (typeof businessTypeCodes)[number];

export const searchDefaults = { business: 'MA' as SearchTypeCode, countries: 'global', search: '' } as const;

export function searchTypeName(code: string): string {
  return (searchTypeNames as Partial<Record<string, string>>)[code] ?? code;
}

/** The query string of /search-result, built the one way every link in the product builds it. */
export function searchResultHref(params: { business?: string; countries?: string; search?: string }): string {
  const business = params.business || searchDefaults.business;
  const countries = params.countries || searchDefaults.countries;
  const search = encodeURIComponent(params.search ?? '');
  return `/search-result?business=${business}&countries=${countries}&search=${search}`;
}

/**
 * Bounds of every search. Text searches rank a bounded set of the best candidates, so a page
 * deeper than `skipMax` is refused rather than served slowly; totals above `countCap` are reported
 * as "at least countCap" (`total_capped` / `totalCapped` true).
 */
export const searchBounds = {
  sizeMin: 1,
  sizeMax: 50,
  skipMax: 200,
  textQueryMax: 200,
  /** Words of the text after the first 8 are ignored. */
  queryWordsMax: 8,
  countCap: 1000,
} as const;

/** The home page's groups: Manufacturers, Distributors, Exporters, Consultants. */
export const lastRegisteredDefaultTypes = [
  'MA',
  'DI',
  'EX',
  'CO',
] as const satisfies readonly BusinessTypeCode[];
