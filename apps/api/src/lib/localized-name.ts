import type { Column } from 'drizzle-orm';
import { sql } from '@wbn/db';

/**
 * A reference value's name in the reader's language (decision 0031): the name from its names table,
 * left-joined on the value and the language, else the value's own name, English. A join for
 * English finds no row (the names tables hold the other languages), so English needs no branch.
 */
export const nameOrEnglish = (translated: Column, english: Column) =>
  sql<string>`coalesce(${translated}, ${english})`;
