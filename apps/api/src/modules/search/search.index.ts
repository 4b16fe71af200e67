import { searchBounds, type BusinessTypeCode } from '@wbn/contracts';
import type { Database } from '@wbn/db';
import {
  businessSearchSql,
  lastRegisteredSql,
  productMatchSql,
  productSearchSql,
  userSearchSql,
  type SqlStatement,
  type TextPage,
} from './search.sql.ts';

export type SearchKind = 'business' | 'product' | 'user';

export interface SearchFilters {
  /** Businesses only. */
  businessType?: BusinessTypeCode | undefined;
  country?: string | undefined;
}

/** A page of matches: their ids in rank order, and how many there are (exact up to the cap). */
export interface SearchHits {
  ids: string[];
  total: number;
  /** More than `total` match: the count stopped at searchBounds.countCap. */
  totalCapped: boolean;
}

/**
 * Finds things by text. The search service and the routes know only this; how it is done (here
 * PostgreSQL's text search, search.sql.ts) can change behind it.
 */
export interface SearchIndex {
  query(kind: SearchKind, page: TextPage, filters: SearchFilters): Promise<SearchHits>;
  /** Which of the products `ids` a product search for `textQuery` (in `country`) finds. */
  matchingProducts(
    textQuery: string,
    filters: SearchFilters,
    ids: readonly string[],
    language?: string,
  ): Promise<string[]>;
  /** The newest businesses of each type, `perType` of each. */
  newestByType(types: readonly string[], perType: number): Promise<{ type: string; id: string }[]>;
}

/** Runs a statement as a named (prepared) one: planned once per connection. */
async function run<R>(db: Database, statement: SqlStatement): Promise<R[]> {
  const result = await db.$client.query({
    name: statement.name,
    text: statement.text,
    values: statement.values,
  });
  return result.rows as R[];
}

export function createPostgresSearchIndex(db: Database): SearchIndex {
  const statements = {
    business: (page: TextPage, f: SearchFilters) => businessSearchSql({ ...page, ...f }),
    product: (page: TextPage, f: SearchFilters) => productSearchSql({ ...page, country: f.country }),
    user: (page: TextPage, f: SearchFilters) => userSearchSql({ ...page, country: f.country }),
  } satisfies Record<SearchKind, (page: TextPage, f: SearchFilters) => SqlStatement>;

  return {
    async query(kind, page, filters) {
      // Every row carries the total; a page past the end is one row whose id is null.
      const rows = await run<{ page_id: string | null; total: number }>(db, statements[kind](page, filters));
      const counted = rows[0]?.total ?? 0;
      return {
        ids: rows.flatMap((r) => (r.page_id ? [r.page_id] : [])),
        total: Math.min(counted, searchBounds.countCap),
        totalCapped: counted > searchBounds.countCap,
      };
    },

    async matchingProducts(textQuery, filters, ids, language) {
      if (ids.length === 0) return [];
      const rows = await run<{ page_id: string }>(
        db,
        productMatchSql({ textQuery, language, country: filters.country, ids }),
      );
      return rows.map((r) => r.page_id);
    },

    async newestByType(types, perType) {
      const rows = await run<{ group_code: string; business_id: string }>(
        db,
        lastRegisteredSql(types, perType),
      );
      return rows.map((r) => ({ type: r.group_code, id: r.business_id }));
    },
  };
}
