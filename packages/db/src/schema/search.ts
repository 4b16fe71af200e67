import { customType, index, pgTable, text } from 'drizzle-orm/pg-core';

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
