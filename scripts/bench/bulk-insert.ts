/**
 * Many rows in one statement: `INSERT … SELECT FROM unnest($1::uuid[], $2::text[], …)`, one bind
 * parameter per column (pg-copy-streams is not installed).
 */
import type { SqlRunner } from './sql-runner.ts';

export type ColumnType = 'uuid' | 'text' | 'int' | 'bool' | 'date' | 'timestamptz' | 'jsonb' | 'text[]';
export type Column = [name: string, type: ColumnType];

/** A PostgreSQL array literal for one text[] value (sent inside a text[] parameter). */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** One INSERT for many rows: each column travels as one array parameter. */
export async function insertMany(
  sql: SqlRunner,
  table: string,
  columns: Column[],
  rows: unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const params = columns.map((_, i) =>
    rows.map((r) => {
      const v = r[i];
      if (v === null || v === undefined) return null;
      if (columns[i]![1] === 'jsonb') return JSON.stringify(v);
      if (columns[i]![1] === 'text[]') return arrayLiteral(v as string[]);
      if (v instanceof Date) return v.toISOString();
      return v;
    }),
  );
  const wire = (t: ColumnType) => (t === 'jsonb' || t === 'text[]' ? 'text' : t);
  const unnest = columns.map(([, type], i) => `$${i + 1}::${wire(type)}[]`).join(', ');
  const names = columns.map(([name]) => name);
  const select = columns.map(([name, type]) => (wire(type) === type ? name : `${name}::${type}`)).join(', ');
  await sql.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${select} FROM unnest(${unnest}) AS x(${names.join(', ')})`,
    params,
  );
}
