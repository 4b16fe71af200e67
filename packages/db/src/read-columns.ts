import { getTableColumns, sql, type SQLWrapper } from 'drizzle-orm';
import { businesses } from './schema/businesses.ts';
import { products } from './schema/products.ts';
import { users } from './schema/users.ts';
import type { StoredReputation } from '@wbn/contracts';

/**
 * The columns the application reads, without the search columns. Those are written by triggers
 * and read only by the search SQL; a plain `select()` would also fetch and parse a search document
 * (about 0.5 to 0.7 kB, often stored out of line) on every profile or product read.
 */
const searchKeys = ['searchDoc', 'searchNameDoc', 'searchRank', 'searchCountry'] as const;
type SearchKey = (typeof searchKeys)[number];

function withoutSearch<T extends Record<string, unknown>>(columns: T): Omit<T, SearchKey> {
  const out: Record<string, unknown> = { ...columns };
  for (const key of searchKeys) delete out[key];
  return out as Omit<T, SearchKey>;
}

export const businessColumns = withoutSearch(getTableColumns(businesses));
export const productColumns = withoutSearch(getTableColumns(products));
export const userColumns = withoutSearch(getTableColumns(users));

export type BusinessRecord = Omit<typeof businesses.$inferSelect, SearchKey>;
export type ProductRecord = Omit<typeof products.$inferSelect, SearchKey>;
export type UserRecord = Omit<typeof users.$inferSelect, SearchKey>;

/**
 * The category ids of the business row of the outer query, in the owner's order. Written out in
 * SQL with every column qualified: drizzle leaves a one-table query's columns unqualified, which
 * inside a subquery would bind to the subquery's own table.
 */
export const businessCategoryIdsSql = sql<
  string[]
>`array(select bc.category_id::text from business_categories bc
  where bc.business_id = businesses.business_id order by bc.sort_order, bc.category_id)`;

/**
 * The stored reputation (decision 0024) of the business whose id is `businessId` (a column of the
 * outer query, under any alias), or null: one primary-key lookup on business_reputation.
 */
export const reputationSqlFor = (
  businessId: SQLWrapper,
) => sql<StoredReputation | null>`(select json_build_object(
    'threads', r.threads, 'answered', r.answered, 'medianReplySeconds', r.median_reply_seconds,
    'reviewCount', r.review_count, 'ratingSum', r.rating_sum)
  from business_reputation r where r.business_id = ${businessId})`;

/**
 * The stored reputation of the business row of the outer query, or null. Column qualified, as
 * above.
 */
export const businessReputationSql = reputationSqlFor(sql`businesses.business_id`);
