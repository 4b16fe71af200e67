import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Full-text search support (docs/search.md). The search columns of businesses, products and users
 * are written only by the database's triggers (`functions.ts` beside this file), so every writer —
 * the API, the demo loader, a bulk COPY — keeps them fresh; application code never sets them.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/**
 * The search vocabulary: every distinct normalised (lower-case, accent-free) word of names,
 * keywords and category names. Its trigram index turns a query word that is nowhere in the
 * directory ("hydrolic") into the words it probably meant ("hydraulic") at a cost that depends on
 * the vocabulary's size, not on the number of businesses or products. Filled by triggers; words
 * are never removed (a stale word only adds an alternative that matches nothing).
 */
export const searchWords = pgTable(
  'search_words',
  {
    // Deliberately not unique: a unique key would make concurrent writers that add the same new
    // words wait on each other (and, in opposite orders, deadlock). A rare duplicate is harmless.
    word: text('word').notNull(),
  },
  (t) => [
    index('search_words_word_idx').on(t.word),
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

/** The languages a glossary term is written in (the portals' seven). */
export const glossaryLanguages = ['en', 'es', 'it', 'pt', 'de', 'fr', 'zh'] as const;

/**
 * The glossary of industrial terms (docs/search.md, decision 0034): groups of terms that mean the
 * same thing in the seven languages ("stainless steel", "inox", "acero inoxidable", "不锈钢"). A
 * query holding a term also finds the documents holding its equivalents, ranked below the direct
 * matches. Shipped rows come from `reference/search-glossary.ts`; operators add, change and delete
 * rows here without a deploy (the seeding never overwrites them, `searchGlossarySeeded`).
 */
export const searchGlossary = pgTable(
  'search_glossary',
  {
    /** The group's name (shipped groups: the English term as a slug); equal keys are equivalents. */
    groupKey: text('group_key').notNull(),
    /** ISO 639-1, one of `glossaryLanguages`. */
    language: text('language').notNull(),
    /** As written ("Acero inoxidable"). */
    term: text('term').notNull(),
    /** As a query is matched: lower-case, accent-free, Chinese runs as words of their own. */
    termNorm: text('term_norm')
      .notNull()
      .generatedAlwaysAs(sql`search_norm(term)`),
    /**
     * Where a query looks a term up: its first word, or for Chinese its first character (the
     * query's words and each character of its Chinese runs are looked up, then the whole term
     * is checked).
     */
    lookup: text('lookup')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN search_norm(term) ~ '^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]' THEN "left"(search_norm(term), 1) ELSE split_part(search_norm(term), ' ', 1) END`,
      ),
  },
  (t) => [
    primaryKey({ name: 'search_glossary_pkey', columns: [t.groupKey, t.language, t.term] }),
    index('search_glossary_lookup_idx').on(t.lookup),
    check('search_glossary_language', sql`${t.language} IN ('en', 'es', 'it', 'pt', 'de', 'fr', 'zh')`),
    check('search_glossary_term', sql`char_length(btrim(${t.term})) BETWEEN 1 AND 80`),
  ],
);

/**
 * Every shipped glossary term the seeding ever wrote: it writes only the shipped terms not listed
 * here, so a term an operator changed or deleted is never written back.
 */
export const searchGlossarySeeded = pgTable(
  'search_glossary_seeded',
  {
    groupKey: text('group_key').notNull(),
    language: text('language').notNull(),
    term: text('term').notNull(),
  },
  (t) => [primaryKey({ name: 'search_glossary_seeded_pkey', columns: [t.groupKey, t.language, t.term] })],
);
