import { createHash } from 'node:crypto';
import { searchBounds, type BusinessTypeCode } from '@wbn/contracts';

/**
 * The SQL of every search, in one place (docs/search.md explains the design). Each builder returns
 * plain SQL text with $n placeholders and its values, so the repository, the benchmark and a
 * psql session run exactly the same statement.
 *
 * A text search is one statement: `search_run()` (migrations 0011 to 0014) expands the text
 * (prefixes, typos), reads the page off the ordered postings of `search_terms` and the count off
 * the term bitsets of `search_bits`, reads the documents' GIN index only to intersect several
 * words beyond the best candidates, and returns the page's ids with the capped total; this
 * statement adds the cards' columns. Without text the newest come first, straight off the
 * `created_at` indexes.
 */

export interface SqlStatement {
  text: string;
  values: unknown[];
  /**
   * A name for the text, so that a driver can prepare it once per connection instead of planning
   * it at every search (the texts are few: one per kind and filter combination).
   */
  name: string;
}

const statementNames = new Map<string, string>();
function statement(text: string, values: unknown[]): SqlStatement {
  let name = statementNames.get(text);
  if (!name) {
    name = `search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return { text, values, name };
}

/** Counting stops one past the cap: "more than countCap" is all a searcher needs to know. */
const countLimit = searchBounds.countCap + 1;

/** Collects values and hands out their placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

interface SearchShape {
  /** search_run's kind: 'b' businesses, 'p' products, 'u' users. */
  kind: 'b' | 'p' | 'u';
  /** Table and alias, e.g. `businesses b`. */
  from: string;
  alias: string;
  id: string;
  /** Column filters for the newest-first listing, e.g. `{ column: 'b.country_code', value: 'MX' }`. */
  filters: { column: string; value: string }[];
  /** The filters as search_run takes them. */
  businessType?: string | undefined;
  country?: string | undefined;
  /** The columns of the answer, selected from `${alias}` joined to the page. */
  columns: string;
  /** Joins the answer's columns need (e.g. a product's business). */
  joins?: string;
}

export interface TextPage {
  /** The text typed; blank lists the newest first. */
  textQuery: string;
  skip: number;
  size: number;
  /** Count the matches (capped); false lets the benchmark measure what counting costs. */
  withCount?: boolean;
}

/** The page and the capped total in one statement. */
function pageSql(shape: SearchShape, page: TextPage, params: Params): string {
  const { alias: a, id } = shape;
  const withCount = page.withCount ?? true;
  let hits: string;
  if (page.textQuery.trim() !== '') {
    hits = `SELECT h.ord, h.id AS page_id, h.total FROM search_run(${params.add(shape.kind)}, ${params.add(
      page.textQuery,
    )}, ${params.add(shape.businessType ?? null)}::text, ${params.add(shape.country ?? null)}::text, ${params.add(
      page.skip,
    )}, ${params.add(page.size)}, ${params.add(withCount)}) h`;
  } else {
    const filters = shape.filters.map((f) => ` AND ${f.column} = ${params.add(f.value)}`).join('');
    const count = withCount
      ? `(SELECT count(*)::int FROM (SELECT 1 FROM ${shape.from} WHERE true ${filters} LIMIT ${countLimit}) c)`
      : '-1';
    hits = `SELECT p.ord, p.page_id, t.total
      FROM (SELECT ${count} AS total) t LEFT JOIN LATERAL (
        SELECT row_number() OVER (ORDER BY ${a}.created_at DESC, ${a}.${id} DESC)::int AS ord, ${a}.${id} AS page_id
          FROM ${shape.from} WHERE true ${filters}
         ORDER BY ${a}.created_at DESC, ${a}.${id} DESC
         LIMIT ${params.add(page.size)} OFFSET ${params.add(page.skip)}) p ON true`;
  }
  return `
WITH hits AS MATERIALIZED (${hits})
SELECT hits.total, r.*
  FROM hits LEFT JOIN LATERAL (
    SELECT hits.ord, ${shape.columns}
      FROM ${shape.from} ${shape.joins ?? ''} WHERE ${a}.${id} = hits.page_id) r ON true
 ORDER BY hits.ord`;
}

export interface BusinessSearchSqlInput extends TextPage {
  businessType?: BusinessTypeCode | undefined;
  country?: string | undefined;
}

const businessColumns = (b: string) => `
  ${b}.business_id, ${b}.key, ${b}.company_name, ${b}.short_description, ${b}.business_type_code,
  ${b}.industry_id, ${b}.country_code, ${b}.state_id, ${b}.subscription, ${b}.verified,
  ${b}.year_established, ${b}.logo_url, ${b}.cover_url, ${b}.contact_info ->> 'city' AS city,
  ${b}.created_at,
  ARRAY(SELECT bc.category_id FROM business_categories bc WHERE bc.business_id = ${b}.business_id
         ORDER BY bc.sort_order, bc.category_id) AS category_ids,
  (SELECT count(*)::int FROM reactions x WHERE x.resource_id = ${b}.business_id
      AND x.resource_type = 'business') AS likes`;

/** POST /api/search/business. */
export function businessSearchSql(input: BusinessSearchSqlInput): SqlStatement {
  const params = new Params();
  const filters: SearchShape['filters'] = [];
  if (input.businessType) filters.push({ column: 'b.business_type_code', value: input.businessType });
  if (input.country) filters.push({ column: 'b.country_code', value: input.country });
  const text = pageSql(
    {
      kind: 'b',
      from: 'businesses b',
      alias: 'b',
      id: 'business_id',
      filters,
      businessType: input.businessType,
      country: input.country,
      columns: businessColumns('b'),
    },
    input,
    params,
  );
  return statement(text, params.values);
}

export interface ProductSearchSqlInput extends TextPage {
  country?: string | undefined;
}

/** POST /api/search/product. The country is the business's (copied onto the product). */
export function productSearchSql(input: ProductSearchSqlInput): SqlStatement {
  const params = new Params();
  const filters = input.country ? [{ column: 'p.search_country', value: input.country }] : [];
  const columns = `
    p.product_id, p.business_id, p.name, p.keywords, p.description, p.industry_id, p.category_id,
    p.sub_category_id, p.specs, p.lead_time, p.stock, p.main_image_url, p.images, p.videos,
    p.created_at,
    pb.company_name, pb.logo_url, pb.business_type_code, pb.year_established,
    pb.figures -> 'totalEmployees' AS total_employees, pb.subscription, pb.verified,
    ARRAY(SELECT bc.category_id FROM business_categories bc WHERE bc.business_id = p.business_id
           ORDER BY bc.sort_order, bc.category_id) AS category_ids`;
  const text = pageSql(
    {
      kind: 'p',
      from: 'products p',
      alias: 'p',
      id: 'product_id',
      filters,
      country: input.country,
      columns,
      joins: 'JOIN businesses pb ON pb.business_id = p.business_id',
    },
    input,
    params,
  );
  return statement(text, params.values);
}

export interface UserSearchSqlInput extends TextPage {
  country?: string | undefined;
}

/** POST /api/user/search. Users have no tier: among equal matches the newest come first. */
export function userSearchSql(input: UserSearchSqlInput): SqlStatement {
  const params = new Params();
  const filters = input.country ? [{ column: 'u.country_code', value: input.country }] : [];
  const columns = `
    u.user_id, u.first_name, u.last_name, u.username, u.city, u.country_code, u.state_id,
    u.gender_code, u.preferred_language_code, u.job_position_id, u.business_type_code,
    u.industry_id, u.company_name, u.brief_presentation, u.profile_photo_url, u.cover_photo_url,
    CASE WHEN u.show_profession THEN u.profession END AS profession,
    CASE WHEN u.show_birth_date THEN u.birth_date::text END AS birth_date,
    (SELECT g.name FROM genders g WHERE g.code = u.gender_code) AS gender_name,
    (SELECT l.language_name FROM languages l WHERE l.code = u.preferred_language_code) AS language_name,
    (SELECT l.native_name FROM languages l WHERE l.code = u.preferred_language_code) AS language_native_name,
    (SELECT j.name FROM job_positions j WHERE j.id = u.job_position_id) AS job_position_name,
    (SELECT count(*)::int FROM reactions x WHERE x.resource_id = u.user_id) AS likes`;
  const text = pageSql(
    {
      kind: 'u',
      from: 'users u',
      alias: 'u',
      id: 'user_id',
      filters,
      country: input.country,
      columns,
    },
    input,
    params,
  );
  return statement(text, params.values);
}

/** GET /api/search/business/last-registered: the newest `perType` of each type, one statement. */
export function lastRegisteredSql(types: readonly string[], perType: number): SqlStatement {
  const params = new Params();
  const typesParam = params.add(types);
  const perTypeParam = params.add(perType);
  return statement(
    `
SELECT t.code AS group_code, ${businessColumns('b')}
  FROM unnest(${typesParam}::text[]) WITH ORDINALITY AS t(code, ord)
  CROSS JOIN LATERAL (
    SELECT x.business_id FROM businesses x WHERE x.business_type_code = t.code
     ORDER BY x.created_at DESC, x.business_id DESC LIMIT ${perTypeParam}) l
  JOIN businesses b ON b.business_id = l.business_id
 ORDER BY t.ord, b.created_at DESC, b.business_id DESC`,
    params.values,
  );
}
