import { searchBounds, type BusinessTypeCode } from '@wbn/contracts';

/**
 * The SQL of every search, in one place (docs/search.md explains the design). Each builder returns
 * plain SQL text with $n placeholders and its values, so the repository, the benchmark and a
 * psql session run exactly the same statement.
 *
 * A text search is two statements:
 * 1. `expandQuerySql(textQuery)` turns the text into a tsquery: words normalised (lower case, no
 *    accents), each word OR-ed with up to 6 vocabulary words it begins (the prefix search) and,
 *    when the word is not in the vocabulary, with up to 3 trigram-similar vocabulary words
 *    ("hydrolic" → "hydraulic"); words AND-ed.
 * 2. The search itself with that tsquery as a literal parameter, so the planner sees how common
 *    the words are and picks a bitmap scan (rare words) or a sequential scan that stops early
 *    (common words). Only a bounded candidate set (the first 1,001 document matches, which also
 *    give the capped count, the first `candidatePool` name matches and the exact names) is
 *    ranked, so ranking cost does not grow with the number of matches.
 */

export interface SqlStatement {
  text: string;
  values: unknown[];
}

/**
 * The output of `expandQuerySql`: `qn` the normalised text, `tsq` the tsquery text ('' = none),
 * `tsqWords` the words alone (no prefixes, no corrections) for the "name has these very words" bonus.
 */
export interface ExpandedQuery {
  qn: string;
  tsq: string;
  tsq_words: string;
}

/** Candidates taken from each source; deep enough for the last page that may be asked for. */
export const candidatePool = searchBounds.skipMax + searchBounds.sizeMax;
/** Counting stops one past the cap: "more than countCap" is all a searcher needs to know. */
const countLimit = searchBounds.countCap + 1;

/** Vocabulary words a query word may be completed to ("hydra" → "hydraulic", "hydrant" …). */
const completionsMax = 6;
/** Ranking weights of the document parts D, C, B, A (ts_rank's order). */
const rankWeights = `'{0.1, 0.2, 0.4, 1.0}'`;

export function expandQuerySql(textQuery: string): SqlStatement {
  return {
    text: `
WITH q AS (SELECT search_norm($1::text) AS qn),
words AS (
  SELECT t.w, t.ord FROM q, regexp_split_to_table(q.qn, ' ') WITH ORDINALITY AS t(w, ord)
  WHERE t.w <> '' ORDER BY t.ord LIMIT ${searchBounds.queryWordsMax}
),
alts AS (
  SELECT ord, w AS alt FROM words
  UNION ALL
  -- Completions from the vocabulary stand in for a ':*' prefix query, whose GIN cost estimate is
  -- so pessimistic that the planner would scan the table instead.
  SELECT words.ord, c.word FROM words CROSS JOIN LATERAL (
    SELECT v.word FROM search_words v
     WHERE length(words.w) >= 3 AND v.word LIKE words.w || '%' AND v.word <> words.w
     GROUP BY v.word ORDER BY length(v.word), v.word LIMIT ${completionsMax}) c
  UNION ALL
  SELECT words.ord, s.word FROM words CROSS JOIN LATERAL (
    SELECT v.word FROM search_words v
     WHERE length(words.w) >= 4 AND words.w !~ '^[0-9]+$'
       AND NOT EXISTS (SELECT 1 FROM search_words e WHERE e.word = words.w)
       AND v.word % words.w AND similarity(v.word, words.w) >= 0.3
     GROUP BY v.word ORDER BY similarity(v.word, words.w) DESC, v.word LIMIT 3) s
)
SELECT (SELECT qn FROM q) AS qn,
       coalesce((SELECT to_tsquery('english', string_agg('(' || a || ')', ' & ' ORDER BY ord))::text
                   FROM (SELECT ord, string_agg(alt, ' | ') AS a FROM alts GROUP BY ord) g), '') AS tsq,
       coalesce((SELECT to_tsquery('english', string_agg(w, ' & ' ORDER BY ord))::text FROM words), '')
         AS tsq_words`,
    values: [textQuery],
  };
}

/** Collects values and hands out their placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

interface SearchShape {
  /** Table and alias, e.g. `businesses b`. */
  from: string;
  alias: string;
  id: string;
  /** Extra filter conditions (each starting with AND). */
  filters: string;
  /** Whether the table has a name-only document (businesses, products). */
  nameDoc: boolean;
  /** Score terms beyond text relevance (e.g. the tier boost). */
  boost: string;
  /** The columns of the answer, selected from `${alias}` joined to the page. */
  columns: string;
  /** Joins the answer's columns need (e.g. a product's business). */
  joins?: string;
}

export interface TextPage {
  /** From expandQuerySql; null or an empty tsq means "no text": the newest first. */
  expanded: ExpandedQuery | null;
  skip: number;
  size: number;
  /** Count the matches (capped); false lets the benchmark measure what counting costs. */
  withCount?: boolean;
}

/**
 * The page and the capped total in one statement. With no text the newest come first; with text
 * the bounded candidates are ranked: text relevance (weighted ts_rank of the whole document), an
 * exact name (+1), the name's own rank (×0.3, shorter names first), the name holding the very
 * words typed (+0.3), then the shape's boost (tier and verification).
 */
function pageSql(shape: SearchShape, page: TextPage, params: Params): string {
  const { alias: a, id } = shape;
  const withCount = page.withCount ?? true;
  const size = params.add(page.size);
  const skip = params.add(page.skip);
  const hasText = !!page.expanded && page.expanded.tsq !== '';
  let pageQuery: string;
  let countFrom: string;
  let matches = '';
  if (hasText) {
    const tsq = params.add(page.expanded!.tsq);
    const qn = params.add(page.expanded!.qn);
    const words = params.add(page.expanded!.tsq_words || page.expanded!.tsq);
    // Cheap terms only (each well under a microsecond a row): a trigram similarity here would
    // cost more than everything else together.
    const nameTerms = shape.nameDoc
      ? `+ 0.3 * ts_rank(${rankWeights}, ${a}.search_name_doc, ${tsq}::tsquery, 8)
         + CASE WHEN ${a}.search_name_doc @@ ${words}::tsquery THEN 0.3 ELSE 0 END`
      : `+ CASE WHEN to_tsvector('english', ${a}.search_name) @@ ${words}::tsquery THEN 0.3 ELSE 0 END`;
    const score = `ts_rank(${rankWeights}, ${a}.search_doc, ${tsq}::tsquery)
         + CASE WHEN ${a}.search_name = ${qn} THEN 1.0 ELSE 0 END
         ${nameTerms}
         ${shape.boost}`;
    const source = (where: string, limit: number) =>
      `(SELECT ${a}.${id} AS page_id, ${score} AS score, ${a}.created_at AS page_created
          FROM ${shape.from} WHERE ${where} ${shape.filters} LIMIT ${limit})`;
    // One scan of the document matches serves both the count and the candidates. It stops after
    // `countLimit` matches in storage order (no ORDER BY), so its cost is bounded whatever the
    // word's frequency; with that LIMIT the planner picks a bitmap scan for rare and mid-frequent
    // words and a sequential scan (which finds enough matches at once) for very common ones.
    matches = `matches AS MATERIALIZED ${source(`${a}.search_doc @@ ${tsq}::tsquery`, withCount ? countLimit : candidatePool)},`;
    const sources = [
      '(SELECT * FROM matches)',
      ...(shape.nameDoc ? [source(`${a}.search_name_doc @@ ${tsq}::tsquery`, candidatePool)] : []),
      source(`${a}.search_name = ${qn}`, 20),
    ];
    pageQuery = `
  SELECT page_id, max(score) AS score, max(page_created) AS page_created
    FROM (${sources.join('\n    UNION ALL ')}) cand
   GROUP BY page_id
   ORDER BY score DESC, page_created DESC, page_id
   LIMIT ${size} OFFSET ${skip}`;
    countFrom = 'matches';
  } else {
    pageQuery = `
  SELECT ${a}.${id} AS page_id, 0::real AS score, ${a}.created_at AS page_created
    FROM ${shape.from} WHERE true ${shape.filters}
   ORDER BY ${a}.created_at DESC, ${a}.${id} DESC
   LIMIT ${size} OFFSET ${skip}`;
    countFrom = `(SELECT 1 FROM ${shape.from} WHERE true ${shape.filters} LIMIT ${countLimit}) c`;
  }
  const count = withCount ? `(SELECT count(*)::int FROM ${countFrom})` : '-1';
  return `
WITH ${matches}
page AS (SELECT p.*, row_number() OVER () AS ord FROM (${pageQuery}) p),
total AS (SELECT ${count} AS total)
SELECT total.total, r.*
  FROM total LEFT JOIN LATERAL (
    SELECT page.ord, ${shape.columns}
      FROM page JOIN ${shape.from} ON ${a}.${id} = page.page_id ${shape.joins ?? ''}) r ON true
 ORDER BY r.ord`;
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
  let filters = '';
  if (input.businessType) filters += ` AND b.business_type_code = ${params.add(input.businessType)}`;
  if (input.country) filters += ` AND b.country_code = ${params.add(input.country)}`;
  const text = pageSql(
    {
      from: 'businesses b',
      alias: 'b',
      id: 'business_id',
      filters,
      nameDoc: true,
      boost: '+ 0.03 * b.search_rank',
      columns: businessColumns('b'),
    },
    input,
    params,
  );
  return { text, values: params.values };
}

export interface ProductSearchSqlInput extends TextPage {
  country?: string | undefined;
}

/** POST /api/search/product. The country is the business's (copied onto the product). */
export function productSearchSql(input: ProductSearchSqlInput): SqlStatement {
  const params = new Params();
  const filters = input.country ? ` AND p.search_country = ${params.add(input.country)}` : '';
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
      from: 'products p',
      alias: 'p',
      id: 'product_id',
      filters,
      nameDoc: true,
      boost: '+ 0.03 * p.search_rank',
      columns,
      joins: 'JOIN businesses pb ON pb.business_id = p.business_id',
    },
    input,
    params,
  );
  return { text, values: params.values };
}

export interface UserSearchSqlInput extends TextPage {
  country?: string | undefined;
}

/** POST /api/user/search. Users have no tier: candidates are the newest matches. */
export function userSearchSql(input: UserSearchSqlInput): SqlStatement {
  const params = new Params();
  const filters = input.country ? ` AND u.country_code = ${params.add(input.country)}` : '';
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
      from: 'users u',
      alias: 'u',
      id: 'user_id',
      filters,
      nameDoc: false,
      boost: '',
      columns,
    },
    input,
    params,
  );
  return { text, values: params.values };
}

/** GET /api/search/business/last-registered: the newest `perType` of each type, one statement. */
export function lastRegisteredSql(types: readonly string[], perType: number): SqlStatement {
  const params = new Params();
  const typesParam = params.add(types);
  const perTypeParam = params.add(perType);
  return {
    text: `
SELECT t.code AS group_code, ${businessColumns('b')}
  FROM unnest(${typesParam}::text[]) WITH ORDINALITY AS t(code, ord)
  CROSS JOIN LATERAL (
    SELECT x.business_id FROM businesses x WHERE x.business_type_code = t.code
     ORDER BY x.created_at DESC, x.business_id DESC LIMIT ${perTypeParam}) l
  JOIN businesses b ON b.business_id = l.business_id
 ORDER BY t.ord, b.created_at DESC, b.business_id DESC`,
    values: params.values,
  };
}
