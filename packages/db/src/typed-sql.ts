import { Column, is, SQL, sql, type GetColumnData } from 'drizzle-orm';
import type { Queryable } from './client.ts';

/**
 * A result column of a raw statement: a table column (typed and decoded as the table declares it),
 * a column that may be null because its table is outer-joined (`orNull`), or an `sql<T>` fragment
 * whose T is what the driver answers (`count(*)::int` a number, `x::text` a string, jsonb parsed);
 * a fragment is not decoded here (`.mapWith` is read by the builder only).
 */
export type RawField = Column | OrNull<Column> | SQL | SQL.Aliased;

export type RawFields = Record<string, RawField>;

/** The row a raw statement answers for `fields`: each key typed by its field. */
export type RawRow<F extends RawFields> = {
  [K in keyof F]: F[K] extends Column
    ? GetColumnData<F[K]>
    : F[K] extends OrNull<infer C>
      ? C['_']['data'] | null
      : F[K] extends SQL<infer T> | SQL.Aliased<infer T>
        ? T
        : never;
};

/** A column of an outer-joined table: its type, or null where the join found no row. */
export class OrNull<C extends Column> {
  constructor(readonly column: C) {}
}

export const orNull = <C extends Column>(column: C): OrNull<C> => new OrNull(column);

/** A column's bare name, for the places SQL wants it unqualified: INSERT lists, SET targets. */
export const columnName = (column: Column): SQL => sql`${sql.identifier(column.name)}`;

/** The select list of `fields`, each expression named by its key (`"r"."status" AS "status"`). */
export function selectList(fields: RawFields): SQL {
  return sql.join(
    Object.entries(fields).map(([key, field]) => {
      const expression = field instanceof OrNull ? field.column : is(field, SQL.Aliased) ? field.sql : field;
      return sql`${expression} AS ${sql.identifier(key)}`;
    }),
    sql`, `,
  );
}

/**
 * Runs a statement drizzle's builder cannot say well (a CTE that writes, a keyset walk per
 * timeline, a union of limited halves) and answers typed rows. `statement` is given the select
 * list of `fields` to place where its final SELECT or RETURNING names the result; any other
 * column list it writes must name the same keys. Table columns are decoded as the builder would
 * (timestamps to Dates, bigints to numbers), so a row reads the same whichever way it was fetched.
 */
export async function rawRows<F extends RawFields>(
  db: Queryable,
  fields: F,
  statement: (list: SQL) => SQL,
): Promise<RawRow<F>[]> {
  const entries = Object.entries(fields);
  const result = await db.execute<Record<string, unknown>>(statement(selectList(fields)));
  return result.rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, field] of entries) {
      if (!(key in raw)) throw new Error(`rawRows: the statement answered no column "${key}"`);
      const value = raw[key];
      const column = field instanceof OrNull ? field.column : field;
      row[key] = value === null || !is(column, Column) ? value : column.mapFromDriverValue(value);
    }
    // The loop above gave every key of F the value its field describes.
    return row as RawRow<F>;
  });
}

/** The first row of `rawRows`, or null. */
export async function rawRow<F extends RawFields>(
  db: Queryable,
  fields: F,
  statement: (list: SQL) => SQL,
): Promise<RawRow<F> | null> {
  return (await rawRows(db, fields, statement))[0] ?? null;
}
