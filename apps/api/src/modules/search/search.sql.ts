import { createHash } from 'node:crypto';
import { searchBounds, type BusinessTypeCode } from '@wbn/contracts';

/**
 * The SQL of every search, in one place (docs/search.md explains the design and how to change the
 * ranking). Each builder returns plain SQL text with $n placeholders and its values, so the search
 * index, the benchmark and a psql session run exactly the same statement.
 *
 * A text search is one statement on PostgreSQL's own text search: the text becomes a tsquery
 * (each word stemmed in the page's language and in English, the last also as a prefix, a word the
 * directory does not know also as its nearest vocabulary words by trigram, a Chinese run as its
 * character pairs), and a second one with the glossary terms it holds as their equivalents in
 * the other languages; candidates come off the GIN indexes of the name documents and of the whole
 * documents (a bounded number each), and they are ranked: direct matches before glossary ones,
 * then by where the words are, then by tier. The total is exact up to the cap. Without text the newest come
 * first, straight off the `created_at` indexes.
 *
 * What these statements call and read but do not make (`search_norm()`, the documents, ranks and
 * vocabulary the triggers keep) is defined in `packages/db/src/schema/functions.ts`.
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

/**
 * How many matches of each source (names, whole documents) are ranked: as deep as a page can
 * reach, the same for every page so that pages never overlap. The bound keeps a common word's
 * search from ranking every row that holds it.
 */
const candidateLimit = searchBounds.skipMax + searchBounds.sizeMax;

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
  /** Column filters, e.g. `{ column: 'b.country_code', value: 'MX' }`. */
  filters: { column: string; value: string }[];
  /**
   * The name's own document: a column with a GIN index of its own (candidates are taken from it
   * first), or an expression over the whole document (people: no index of names alone).
   */
  nameDoc: { column: string } | { expression: string };
  /** The static rank (tier × 2 + verified) that orders equally relevant results; people have none. */
  rank: string;
  /**
   * What keeps a row out of every search, e.g. ` AND b.hidden_at IS NULL` (hidden by the operators,
   * decision 0025; a hidden business's products are hidden with it); empty for none.
   */
  shown?: string;
}

export interface TextPage {
  /** The text typed; blank lists the newest first. */
  textQuery: string;
  skip: number;
  size: number;
  /** Count the matches (capped); false lets the benchmark measure what counting costs. */
  withCount?: boolean;
  /** The page's language (ISO 639-1): the text is searched in its configuration and in English. */
  language?: string | undefined;
}

/** Chinese (Han) characters: a run of them is searched as its character pairs (docs/search.md). */
const cjk = '[\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff]';

/**
 * A Chinese run `w` (an SQL expression) as tsquery text: its character pairs next to each other,
 * as the documents hold them (`search_cjk()`); one character is the start of a pair or a run's
 * last character.
 */
const cjkForm = (w: string) =>
  `CASE WHEN length(${w}) = 1 THEN quote_literal(${w}) || ':*'
        ELSE (SELECT string_agg(quote_literal(substr(${w}, i, 2)), ' <-> ' ORDER BY i)
                FROM generate_series(1, length(${w}) - 1) AS i) END`;

/**
 * The tsquery of a text searched on a page in `language`, as the columns `q` (every word, each as
 * any of its forms in the page's language and in English), `phrase` (the words next to each
 * other, in order) and `alt` (the same query with its glossary terms as any of their equivalents
 * in the other languages; NULL when it holds none), and `any` (q or alt). A word with no lexeme (a
 * stop word, an emoji) is left out; a text with none gives NULL, which matches nothing.
 */
function querySql(text: string, language: string): string {
  // Letters and digits only: parsers differ on symbols (PostgreSQL 18 takes an emoji for a word).
  const words = `regexp_replace(search_norm(${text}), '[^[:alnum:] ]+', ' ', 'g')`;
  const latin = `regexp_replace(${words}, '${cjk}+', ' ', 'g')`;
  return `
  configs AS (
    SELECT DISTINCT c FROM unnest(ARRAY['english'::regconfig, search_config(${language})]) AS c
  ),
  words AS (
    SELECT t.w, t.ord::int AS ord, t.ord = max(t.ord) OVER () AS last, t.w ~ '^${cjk}' AS cjk,
           EXISTS (SELECT 1 FROM configs WHERE to_tsvector(configs.c, t.w) = ''::tsvector) AS stop,
           EXISTS (SELECT 1 FROM search_words v WHERE v.word = t.w) AS known
      FROM (SELECT w, ord FROM regexp_split_to_table(${words}, ' ') WITH ORDINALITY AS x(w, ord)
             WHERE w <> '' ORDER BY ord LIMIT ${searchBounds.queryWordsMax}) t
  ),
  forms AS (
    -- Each word's stems in the page's language and in English (a stop word of either is left out).
    SELECT words.ord, quote_literal(l.lexeme) AS form
      FROM words CROSS JOIN configs
      CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector(configs.c, words.w))) AS l(lexeme)
     WHERE NOT words.cjk AND NOT words.stop
    UNION
    -- The word as written: names hold their words so too, whatever the page's language.
    SELECT ord, quote_literal(w) FROM words WHERE NOT cjk AND NOT stop
    UNION
    -- A Chinese run: its character pairs next to each other.
    SELECT ord, ${cjkForm('w')} FROM words WHERE cjk
    UNION
    -- Search as you type: the last word is also the start of a longer one.
    SELECT ord, quote_literal(w) || ':*' FROM words WHERE last AND NOT cjk AND NOT stop AND length(w) >= 2
    UNION
    -- One typo: a word the directory does not know stands also for its nearest known words.
    SELECT words.ord, quote_literal(l.lexeme)
      FROM words CROSS JOIN LATERAL (
             SELECT v.word FROM search_words v
              WHERE NOT words.known AND NOT words.cjk AND NOT words.stop AND length(words.w) >= 5
                AND words.w !~ '^[0-9]+$' AND v.word % words.w
              GROUP BY v.word ORDER BY max(similarity(v.word, words.w)) DESC, v.word LIMIT 3) near
      CROSS JOIN configs
      CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector(configs.c, near.word))) AS l(lexeme)
  ),
  keys AS (
    SELECT w AS key FROM words WHERE NOT cjk
    UNION
    SELECT substr(w, i, 1) FROM words, generate_series(1, length(w)) AS i WHERE cjk
  ),
  found AS MATERIALIZED (
    -- The glossary terms the text holds: whole words, or anywhere in a Chinese run.
    SELECT g.group_key, g.term_norm, g.term_norm ~ '^${cjk}' AS cjk
      FROM search_glossary g, (SELECT ' ' || string_agg(w, ' ' ORDER BY ord) || ' ' AS t FROM words) said
     WHERE g.lookup = ANY(ARRAY(SELECT key FROM keys))
       AND strpos(said.t, CASE WHEN g.term_norm ~ '^${cjk}' THEN g.term_norm ELSE ' ' || g.term_norm || ' ' END) > 0
  ),
  others AS MATERIALIZED (
    -- The found terms' groups: their equivalents, and the terms themselves in their own language.
    SELECT e.group_key, e.language, e.term_norm FROM search_glossary e
     WHERE e.group_key = ANY(ARRAY(SELECT group_key FROM found))
  ),
  equivalents AS MATERIALIZED (
    -- Each term of a found group as a phrase in its own language's configuration.
    SELECT e.group_key, nullif(concat_ws(' & ',
             nullif(phraseto_tsquery(l.c, regexp_replace(e.term_norm, '${cjk}+', ' ', 'g'))::text, ''),
             (SELECT string_agg('(' || ${cjkForm('r')} || ')', ' & ')
                FROM regexp_split_to_table(e.term_norm, ' ') AS r WHERE r ~ '^${cjk}')), '') AS form
      FROM others e
      JOIN (SELECT language, search_config(language) AS c FROM (SELECT DISTINCT language FROM others) x) l
        ON l.language = e.language
  ),
  glossary AS (
    -- The found terms whose group has other terms: they stand for their group in alt.
    SELECT * FROM found f
     WHERE EXISTS (SELECT 1 FROM others o WHERE o.group_key = f.group_key AND o.term_norm <> f.term_norm)
  ),
  rest AS (
    -- What the text says besides its glossary terms: the words no term covers, and what is left
    -- of a Chinese run once its terms are taken out.
    SELECT words.ord::bigint AS part, f.form FROM words JOIN forms f ON f.ord = words.ord
     WHERE NOT words.cjk
       AND NOT EXISTS (SELECT 1 FROM glossary g
                        WHERE NOT g.cjk AND strpos(' ' || g.term_norm || ' ', ' ' || words.w || ' ') > 0)
    UNION ALL
    SELECT words.ord * 1000 + p.n, ${cjkForm('p.piece')}
      FROM words
      CROSS JOIN LATERAL (SELECT string_agg(g.term_norm, '|') AS terms FROM glossary g WHERE g.cjk) found
      CROSS JOIN LATERAL regexp_split_to_table(
             CASE WHEN found.terms IS NULL THEN words.w ELSE regexp_replace(words.w, found.terms, ' ', 'g') END,
             ' ') WITH ORDINALITY AS p(piece, n)
     WHERE words.cjk AND p.piece <> ''
  ),
  terms AS MATERIALIZED (
    SELECT (SELECT string_agg('(' || any_form || ')', ' & ')
              FROM (SELECT string_agg(form, ' | ') AS any_form FROM forms GROUP BY ord) f)::tsquery AS q,
           phraseto_tsquery('english', ${latin}) || phraseto_tsquery(search_config(${language}), ${latin}) AS phrase,
           CASE WHEN EXISTS (SELECT 1 FROM glossary) THEN
             (SELECT string_agg('(' || any_form || ')', ' & ')
                FROM (SELECT string_agg(form, ' | ') AS any_form FROM equivalents
                       WHERE form IS NOT NULL AND group_key IN (SELECT group_key FROM glossary) GROUP BY group_key
                      UNION ALL
                      SELECT string_agg(form, ' | ') FROM rest GROUP BY part) f)::tsquery
           END AS alt
  ),
  query AS (
    SELECT q, phrase, alt, coalesce(q || alt, q, alt) AS any FROM terms
  )`;
}

/**
 * The page's ids, in rank order, with the capped total. Ranked, best first: every word in the
 * name; the words as a phrase; ts_rank_cd over the weighted document (name A, labels B, texts C);
 * then tier and verification; then the newest.
 */
function textHits(shape: SearchShape, page: TextPage, params: Params, withCount: boolean): string {
  const { from, alias: a, id } = shape;
  const filters =
    shape.filters.map((f) => ` AND ${f.column} = ${params.add(f.value)}`).join('') + (shape.shown ?? '');
  const nameDoc = 'column' in shape.nameDoc ? shape.nameDoc.column : shape.nameDoc.expression;
  const fromNames =
    'column' in shape.nameDoc
      ? `(SELECT ${a}.${id} AS cid FROM ${from}, query WHERE ${nameDoc} @@ query.any${filters} LIMIT ${candidateLimit})
         UNION `
      : '';
  // The document matches are read once: the first countLimit are the capped count, and their
  // first candidateLimit the candidates (a GIN index is read as a whole bitmap either way).
  const matchLimit = withCount ? countLimit : candidateLimit;
  return `
WITH ${querySql(params.add(page.textQuery), params.add(page.language ?? 'en'))},
  matches AS MATERIALIZED (
    SELECT ${a}.${id} AS cid FROM ${from}, query WHERE ${a}.search_doc @@ query.any${filters} LIMIT ${matchLimit}
  ),
  candidates AS (
    ${fromNames}(SELECT cid FROM matches LIMIT ${candidateLimit})
  ),
  ranked AS (
    SELECT ${a}.${id} AS page_id, row_number() OVER (ORDER BY
             (${a}.search_doc @@ query.q) IS TRUE DESC,
             (${nameDoc} @@ query.q) IS TRUE DESC,
             (${a}.search_doc @@ query.q OR ${nameDoc} @@ query.alt) IS TRUE DESC,
             (${a}.search_doc @@ query.phrase) DESC,
             ts_rank_cd(${a}.search_doc, query.q) DESC,
             CASE WHEN ${a}.search_doc @@ query.q THEN 0 ELSE ts_rank_cd(${a}.search_doc, query.alt) END DESC,
             ${shape.rank} DESC, ${a}.created_at DESC, ${a}.${id} DESC)::int AS ord
      FROM candidates JOIN ${from} ON ${a}.${id} = candidates.cid, query
  )
SELECT p.ord, p.page_id, t.total
  FROM (SELECT ${withCount ? '(SELECT count(*)::int FROM matches)' : '-1'} AS total) t LEFT JOIN LATERAL (
    SELECT ord, page_id FROM ranked
     WHERE ord > ${params.add(page.skip)} ORDER BY ord LIMIT ${params.add(page.size)}) p ON true
 ORDER BY p.ord`;
}

/** The page's ids in rank order and the capped total, in one statement. */
function pageSql(shape: SearchShape, page: TextPage, params: Params): string {
  const { alias: a, id } = shape;
  const withCount = page.withCount ?? true;
  if (page.textQuery.trim() !== '') return textHits(shape, page, params, withCount);
  const filters =
    shape.filters.map((f) => ` AND ${f.column} = ${params.add(f.value)}`).join('') + (shape.shown ?? '');
  const count = withCount
    ? `(SELECT count(*)::int FROM (SELECT 1 FROM ${shape.from} WHERE true ${filters} LIMIT ${countLimit}) c)`
    : '-1';
  return `
SELECT p.ord, p.page_id, t.total
  FROM (SELECT ${count} AS total) t LEFT JOIN LATERAL (
    SELECT row_number() OVER (ORDER BY ${a}.created_at DESC, ${a}.${id} DESC)::int AS ord, ${a}.${id} AS page_id
      FROM ${shape.from} WHERE true ${filters}
     ORDER BY ${a}.created_at DESC, ${a}.${id} DESC
     LIMIT ${params.add(page.size)} OFFSET ${params.add(page.skip)}) p ON true
 ORDER BY p.ord`;
}

export interface BusinessSearchSqlInput extends TextPage {
  businessType?: BusinessTypeCode | undefined;
  country?: string | undefined;
}

/** POST /api/search/business. */
export function businessSearchSql(input: BusinessSearchSqlInput): SqlStatement {
  const params = new Params();
  const filters: SearchShape['filters'] = [];
  if (input.businessType) filters.push({ column: 'b.business_type_code', value: input.businessType });
  if (input.country) filters.push({ column: 'b.country_code', value: input.country });
  const text = pageSql(
    {
      from: 'businesses b',
      alias: 'b',
      id: 'business_id',
      filters,
      nameDoc: { column: 'b.search_name_doc' },
      rank: 'b.search_rank',
      shown: ' AND b.hidden_at IS NULL',
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
  const text = pageSql(
    {
      from: 'products p',
      alias: 'p',
      id: 'product_id',
      filters,
      nameDoc: { column: 'p.search_name_doc' },
      rank: 'p.search_rank',
      shown: ' AND p.hidden_at IS NULL',
    },
    input,
    params,
  );
  return statement(text, params.values);
}

export interface ProductMatchSqlInput {
  textQuery: string;
  /** As a product search's (`TextPage.language`). */
  language?: string | undefined;
  country?: string | undefined;
  /** The products to test (those an advertising boost shows now). */
  ids: readonly string[];
}

/**
 * Which of `ids` a product search would find (the text's words in the document, the country),
 * whatever their rank: the sponsored products a page may show first (decision 0022).
 */
export function productMatchSql(input: ProductMatchSqlInput): SqlStatement {
  const params = new Params();
  const ids = params.add(input.ids);
  const country =
    (input.country ? ` AND p.search_country = ${params.add(input.country)}` : '') +
    ' AND p.hidden_at IS NULL';
  if (input.textQuery.trim() === '') {
    return statement(
      `SELECT p.product_id AS page_id FROM products p WHERE p.product_id = ANY(${ids}::uuid[])${country}`,
      params.values,
    );
  }
  return statement(
    `
WITH ${querySql(params.add(input.textQuery), params.add(input.language ?? 'en'))}
SELECT p.product_id AS page_id FROM products p, query
 WHERE p.product_id = ANY(${ids}::uuid[]) AND p.search_doc @@ query.any${country}`,
    params.values,
  );
}

export interface UserSearchSqlInput extends TextPage {
  country?: string | undefined;
}

/** POST /api/user/search. Users have no tier: among equal matches the newest come first. */
export function userSearchSql(input: UserSearchSqlInput): SqlStatement {
  const params = new Params();
  const filters = input.country ? [{ column: 'u.country_code', value: input.country }] : [];
  const text = pageSql(
    {
      from: 'users u',
      alias: 'u',
      id: 'user_id',
      filters,
      nameDoc: { expression: "ts_filter(u.search_doc, '{a}')" },
      rank: '0',
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
SELECT t.code AS group_code, l.business_id
  FROM unnest(${typesParam}::text[]) WITH ORDINALITY AS t(code, ord)
  CROSS JOIN LATERAL (
    SELECT x.business_id, x.created_at FROM businesses x WHERE x.business_type_code = t.code AND x.hidden_at IS NULL
     ORDER BY x.created_at DESC, x.business_id DESC LIMIT ${perTypeParam}) l
 ORDER BY t.ord, l.created_at DESC, l.business_id DESC`,
    params.values,
  );
}
