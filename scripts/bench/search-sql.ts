/**
 * The one place where the benchmark gets the SQL of each search, to time it directly on the
 * database and to EXPLAIN it: the search module's own builders (apps/api/src/modules/search/
 * search.sql.ts), run the way its service runs them: one statement per search.
 */
import { searchSql } from '@wbn/api';

const { businessSearchSql, productSearchSql, userSearchSql } = searchSql;
type SqlStatement = searchSql.SqlStatement;
import type { BusinessTypeCode } from '@wbn/contracts';
import type { SqlRunner } from './bulk-load.ts';
import type { SearchBody, SearchEndpoint } from './queries.ts';

export type { SqlStatement };

export interface SearchSql {
  /** Runs one search as the API's service does; returns the statements it ran (for EXPLAIN). */
  run(
    runner: SqlRunner,
    endpoint: SearchEndpoint,
    body: SearchBody,
    options: { count: boolean },
  ): Promise<SqlStatement[]>;
  /** Whether the count can be left out (for the cost of counting). */
  countSwitch: boolean;
}

export async function loadSearchSql(): Promise<SearchSql | null> {
  return {
    countSwitch: true,
    async run(runner, endpoint, body, { count }) {
      const page = {
        textQuery: body.textQuery,
        skip: body.skip,
        size: body.size ?? body.limit ?? 5,
        withCount: count,
        country: body.country,
      };
      const search =
        endpoint === 'business'
          ? businessSearchSql({ ...page, businessType: body.businessType as BusinessTypeCode | undefined })
          : endpoint === 'product'
            ? productSearchSql(page)
            : userSearchSql(page);
      await runner.query(search.text, search.values, search.name);
      return [search];
    },
  };
}
