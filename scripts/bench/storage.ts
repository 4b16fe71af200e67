/**
 * What search takes on disk: the indexes of the search columns (the documents' GIN indexes and any
 * other index named for search), the vocabulary with its trigram index, and the documents themselves (the tsvector columns, stored in the rows), with the
 * database's size; scaled to 1M products for the comparison with the old engine's postings.
 */
import type { SqlRunner } from './sql-runner.ts';

export interface SearchStorage {
  /** Every GIN index of the searched tables and the vocabulary, and every index named for search. */
  indexes: { name: string; table: string; method: string; bytes: number }[];
  /** The vocabulary table itself (search_words) without its indexes. */
  vocabularyBytes: number;
  /** The documents (search_doc and search_name_doc, as stored) per table. */
  documents: { table: string; bytes: number }[];
  databaseBytes: number;
  products: number;
}

/** The old engine at 100k businesses, 1M products, 100k users: postings with their indexes. */
export const oldPostingsBytes = 7.8 * 2 ** 30;

export async function measureSearchStorage(runner: SqlRunner): Promise<SearchStorage> {
  const { rows: indexes } = await runner.query(
    `SELECT c.relname AS name, t.relname AS table_name, a.amname AS method, pg_relation_size(c.oid)::float8 AS bytes
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_am a ON a.oid = c.relam
      WHERE t.relname IN ('businesses', 'products', 'users', 'search_words')
        AND (a.amname = 'gin' OR c.relname LIKE '%search%')
      ORDER BY t.relname, c.relname`,
  );
  const { rows: facts } = await runner.query(
    `SELECT pg_table_size('search_words')::float8 AS vocabulary,
            pg_database_size(current_database())::float8 AS database,
            (SELECT count(*) FROM products)::float8 AS products`,
  );
  const documents: SearchStorage['documents'] = [];
  for (const table of ['businesses', 'products', 'users']) {
    const name = table === 'users' ? '0' : 'coalesce(sum(pg_column_size(search_name_doc)), 0)';
    const { rows } = await runner.query(
      `SELECT (coalesce(sum(pg_column_size(search_doc)), 0) + ${name})::float8 AS bytes FROM ${table}`,
    );
    documents.push({ table, bytes: Number(rows[0]!.bytes) });
  }
  return {
    indexes: indexes.map((r) => ({
      name: String(r.name),
      table: String(r.table_name),
      method: String(r.method),
      bytes: Number(r.bytes),
    })),
    vocabularyBytes: Number(facts[0]!.vocabulary),
    documents,
    databaseBytes: Number(facts[0]!.database),
    products: Number(facts[0]!.products),
  };
}
