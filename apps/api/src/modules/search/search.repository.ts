import type { Database } from '@wbn/db';
import {
  businessSearchSql,
  lastRegisteredSql,
  productSearchSql,
  userSearchSql,
  type BusinessSearchSqlInput,
  type ProductSearchSqlInput,
  type SqlStatement,
  type UserSearchSqlInput,
} from './search.sql.ts';

/**
 * Runs the statements of search.sql.ts on the pool itself, as named (prepared) statements:
 * exactly the text the builders return, parsed and planned once per connection.
 */
async function run<R>(db: Database, statement: SqlStatement): Promise<R[]> {
  const result = await db.$client.query({
    name: statement.name,
    text: statement.text,
    values: statement.values,
  });
  return result.rows as R[];
}

/** Every row of a page carries the capped total; a page past the end is one row with nulls. */
export interface PageRows<R> {
  total: number;
  rows: R[];
}

function toPage<R extends { total: number }>(rows: (R | (Partial<R> & { total: number }))[], key: keyof R) {
  const total = rows[0]?.total ?? 0;
  return { total, rows: rows.filter((r) => r[key] != null) as R[] };
}

export interface BusinessCardRow {
  total: number;
  business_id: string;
  key: string;
  company_name: string;
  short_description: string;
  business_type_code: string;
  industry_id: string;
  country_code: string;
  state_id: string | null;
  subscription: string | null;
  verified: boolean;
  year_established: number | null;
  logo_url: string | null;
  cover_url: string | null;
  city: string | null;
  created_at: Date;
  category_ids: string[];
  likes: number;
}

export interface ProductResultRow {
  total: number;
  product_id: string;
  business_id: string;
  name: string;
  keywords: string[];
  description: string;
  industry_id: string;
  category_id: string;
  sub_category_id: string | null;
  specs: { key: string; value: string }[];
  lead_time: number | null;
  stock: boolean;
  main_image_url: string | null;
  images: { url: string }[];
  videos: { videoID: string; url: string }[];
  created_at: Date;
  company_name: string;
  logo_url: string | null;
  business_type_code: string;
  year_established: number | null;
  total_employees: unknown;
  subscription: string | null;
  verified: boolean;
  category_ids: string[];
}

export interface UserResultRow {
  total: number;
  user_id: string;
  first_name: string;
  last_name: string;
  username: string | null;
  city: string | null;
  country_code: string | null;
  state_id: string | null;
  gender_code: string | null;
  preferred_language_code: string | null;
  job_position_id: string | null;
  business_type_code: string | null;
  industry_id: string | null;
  company_name: string | null;
  brief_presentation: string | null;
  profile_photo_url: string | null;
  cover_photo_url: string | null;
  profession: string | null;
  birth_date: string | null;
  gender_name: string | null;
  language_name: string | null;
  language_native_name: string | null;
  job_position_name: string | null;
  likes: number;
}

export type LastRegisteredRow = Omit<BusinessCardRow, 'total'> & { group_code: string };

/** Queries only; the rules (bounds, known codes) are in search.service.ts. */
export const searchRepository = {
  async businesses(db: Database, input: BusinessSearchSqlInput): Promise<PageRows<BusinessCardRow>> {
    return toPage(await run<BusinessCardRow>(db, businessSearchSql(input)), 'business_id');
  },

  async products(db: Database, input: ProductSearchSqlInput): Promise<PageRows<ProductResultRow>> {
    return toPage(await run<ProductResultRow>(db, productSearchSql(input)), 'product_id');
  },

  async users(db: Database, input: UserSearchSqlInput): Promise<PageRows<UserResultRow>> {
    return toPage(await run<UserResultRow>(db, userSearchSql(input)), 'user_id');
  },

  async lastRegistered(
    db: Database,
    types: readonly string[],
    perType: number,
  ): Promise<LastRegisteredRow[]> {
    return run<LastRegisteredRow>(db, lastRegisteredSql(types, perType));
  },
};
