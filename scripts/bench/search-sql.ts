/**
 * The one place where the benchmark gets the SQL of each search, to time it directly on the
 * database and to EXPLAIN it: the statements the API runs for a search, in the same order on the
 * same kind of pool.
 *
 * 1. The index statement (apps/api/src/modules/search/search.sql.ts, as `SearchIndex` runs it in
 *    search.index.ts: a named, prepared statement): the page's ids and the capped total.
 * 2. The owning module's batch read of those ids, from its own repository: business cards
 *    (`businessRepository.cards`), products with their business (`productRepository
 *    .withBusinessByIds`), public profiles (`userRepository.profilesByIds`). Imported, not
 *    copied, so that they cannot drift from what the API runs.
 *
 * The body goes through the contracts' schema first, as the route validates it. What the API does
 * beyond the SQL (HTTP, validation, the mapping and serialization of the rows) is what the
 * benchmark compares.
 */
import { searchSql } from '@wbn/api';
import { businessSearchBodySchema, productSearchBodySchema, userSearchBodySchema } from '@wbn/contracts';
import type { Database } from '@wbn/db';
import { businessRepository } from '../../apps/api/src/modules/business/business.repository.ts';
import { productRepository } from '../../apps/api/src/modules/product/product.repository.ts';
import { userRepository } from '../../apps/api/src/modules/user/user.repository.ts';
import type { SearchBody, SearchEndpoint } from './queries.ts';

const { businessSearchSql, productSearchSql, userSearchSql } = searchSql;
export type SqlStatement = searchSql.SqlStatement;

export interface SearchSql {
  /**
   * Runs one search as the API's service does: the index statement, then the batch read of the
   * page's ids. Returns the index statement (for EXPLAIN) and how many results were read.
   */
  run(
    db: Database,
    endpoint: SearchEndpoint,
    body: SearchBody,
    options: { count: boolean },
  ): Promise<{ index: SqlStatement; results: number }>;
  /** Whether the count can be left out (for the cost of counting). */
  countSwitch: boolean;
}

/** The index statement of a search body, as the service builds it from the validated input. */
export function indexStatement(endpoint: SearchEndpoint, body: SearchBody, count: boolean): SqlStatement {
  if (endpoint === 'business') {
    const input = businessSearchBodySchema.parse(body);
    return businessSearchSql({ ...input, withCount: count });
  }
  if (endpoint === 'product') {
    const input = productSearchBodySchema.parse(body);
    return productSearchSql({ ...input, withCount: count });
  }
  const input = userSearchBodySchema.parse(body);
  return userSearchSql({ ...input, withCount: count });
}

/** The owning module's read of a page of ids (the second statement of a search). */
function readResults(db: Database, endpoint: SearchEndpoint, ids: string[]): Promise<unknown[]> {
  if (endpoint === 'business') return businessRepository.cards(db, ids);
  if (endpoint === 'product') return productRepository.withBusinessByIds(db, ids);
  return userRepository.profilesByIds(db, ids, 'en');
}

export async function loadSearchSql(): Promise<SearchSql | null> {
  return {
    countSwitch: true,
    async run(db, endpoint, body, { count }) {
      const index = indexStatement(endpoint, body, count);
      // As search.index.ts runs it: a named statement, planned once per connection.
      const { rows } = await db.$client.query<{ page_id: string | null }>({
        name: index.name,
        text: index.text,
        values: index.values,
      });
      const ids = rows.flatMap((r) => (r.page_id ? [r.page_id] : []));
      const results = await readResults(db, endpoint, ids);
      return { index, results: results.length };
    },
  };
}
