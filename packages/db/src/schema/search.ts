import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Full-text search support (docs/search.md). The search columns of businesses, products and users
 * are written only by the database's triggers (migration "search_triggers"), so every writer —
 * the API, the demo loader, a bulk COPY — keeps them fresh; application code never sets them.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/** A bit string (`bit varying`): one bit per searchable row of a kind, set where a term is. */
export const varbit = customType<{ data: string; driverData: string }>({
  dataType: () => 'bit varying',
});

/**
 * Each searchable row's number within its kind (`search_n`), its bit in the term bitsets
 * (`search_bits`). Dense per kind, so a kind's bitsets are as long as it has rows.
 */
export const searchNBusinesses = pgSequence('search_n_b_seq', { minValue: 0, startWith: 0 });
export const searchNProducts = pgSequence('search_n_p_seq', { minValue: 0, startWith: 0 });
export const searchNUsers = pgSequence('search_n_u_seq', { minValue: 0, startWith: 0 });

/** The column that numbers a kind's rows from its sequence (written once, on insert). */
export function searchNumber(sequence: string) {
  return integer('search_n')
    .notNull()
    .default(sql.raw(`nextval('${sequence}'::regclass)`));
}

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

/**
 * Ordered postings (docs/search.md, "Postings"): one row per searchable thing and lexeme of its
 * document, name (A), labels (B: categories, keywords, company, job) and descriptions (C, D),
 * plus one row for its whole normalised name (term `=` + name). Their indexes hold each term's
 * rows already in ranking order (field, static rank, newest), so the best k matches of a word,
 * and whether it has more than 1,000, are read off an index in time that does not depend on how
 * many rows contain it. Kept by the triggers of migrations 0011 and 0012; application code never
 * writes it.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    /** 'b' business, 'p' product, 'u' user. */
    kind: text('kind').notNull(),
    id: uuid('id').notNull(),
    term: text('term').notNull(),
    /** field × 8 + static rank; field 3 the whole name, 2 a name word, 1 a label word, 0 a description word. */
    score: smallint('score').notNull(),
    /** The business type (businesses only) and country the search filters on. */
    btype: text('btype').notNull().default(''),
    country: text('country').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * The row's number (`search_n`), its bit in the term bitsets: the ordered indexes carry it
     * (INCLUDE, migration 0015), so a word's best rows come with the bit that says whether they
     * have the other words too.
     */
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id, t.term] }),
    index('search_terms_rank_idx').on(t.kind, t.term, t.score.desc(), t.createdAt.desc(), t.id.desc()),
    index('search_terms_country_idx').on(
      t.kind,
      t.term,
      t.country,
      t.score.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Businesses only, so without `kind`: a column the predicate fixes would be left out of the
    // index conditions, and a leading one would then make the term no use for the scan.
    index('search_terms_btype_idx')
      .on(t.term, t.btype, t.score.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`kind = 'b'`),
    index('search_terms_btype_country_idx')
      .on(t.term, t.btype, t.country, t.score.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`kind = 'b'`),
  ],
);

/**
 * Term bitsets (docs/search.md, "The count"): for each kind, term and chunk of 65,536 row numbers,
 * one bit per row (`search_n`), set where the row has a posting for the term. Several words are
 * counted by ANDing the OR of each word's terms, chunk by chunk, and counting the bits: exact, and
 * in time that depends on the number of rows, not on how many match. Kept by the same triggers
 * as the postings (migration 0014); application code never writes it.
 */
export const searchBits = pgTable(
  'search_bits',
  {
    kind: text('kind').notNull(),
    term: text('term').notNull(),
    /** search_n >> 16; bit (search_n & 65535) of `bits` is that row. */
    chunk: integer('chunk').notNull(),
    bits: varbit('bits').notNull(),
    /**
     * How many bits are set (migration 0015): one word's count without reading its bitsets.
     */
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.term, t.chunk] })],
);
