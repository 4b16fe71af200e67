import { createHash } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import * as t from './schema/index.ts';
import { countryRows, languageRows } from './reference/countries.ts';
import { stateRows } from './reference/states.ts';
import { genderRows } from './reference/genders.ts';
import { businessTypeRows } from './reference/business-types.ts';
import { jobPositionNames } from './reference/job-positions.ts';
import { industryTree } from './reference/industries.ts';
import { shippedRateRows } from './reference/currency-rates.ts';
import { categoryId, industryId, jobPositionId, subCategoryId } from './reference/ids.ts';
import { referenceNameRows } from './reference-names.ts';
import { glossaryRows, type GlossaryRow } from './reference/search-glossary.ts';

export { categoryId, industryId, subCategoryId } from './reference/ids.ts';

export function referenceRows() {
  const industries = industryTree.map((ind, i) => ({
    id: industryId(ind.key),
    key: ind.key,
    name: ind.name,
    icon: ind.icon,
    description: ind.description,
    sortOrder: i + 1,
  }));
  const categories = industryTree.flatMap((ind) =>
    ind.categories.map((cat, n) => ({
      id: categoryId(ind.key, n + 1),
      industryId: industryId(ind.key),
      name: cat.name,
      sortOrder: n + 1,
    })),
  );
  const subCategories = industryTree.flatMap((ind) =>
    ind.categories.flatMap((cat, n) =>
      cat.subCategories.map((name, m) => ({
        id: subCategoryId(ind.key, n + 1, m + 1),
        categoryId: categoryId(ind.key, n + 1),
        name,
        sortOrder: m + 1,
      })),
    ),
  );
  return {
    countries: countryRows(),
    states: stateRows,
    genders: genderRows,
    languages: languageRows(),
    jobPositions: jobPositionNames.map((name, i) => ({
      id: jobPositionId(i + 1),
      name,
      sortOrder: i + 1,
    })),
    businessTypes: businessTypeRows,
    industries,
    categories,
    subCategories,
    currencyRates: shippedRateRows(),
    ...referenceNameRows(),
    searchGlossary: glossaryRows(),
  };
}

/**
 * Loads the reference data when it is missing or has changed since the last start. Rows are
 * upserted (never deleted) so that ids stored by users keep resolving.
 */
export async function seedReference(db: Database): Promise<{ loaded: boolean }> {
  const rows = referenceRows();
  const version = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
  const current = await db
    .select()
    .from(t.appMeta)
    .where(sql`${t.appMeta.key} = 'reference_version'`);
  if (current[0]?.value === version) return { loaded: false };

  await db.transaction(async (tx) => {
    await upsert(tx, t.countries, t.countries.code, rows.countries);
    await upsert(tx, t.states, t.states.id, rows.states);
    await upsert(tx, t.genders, t.genders.code, rows.genders);
    await upsert(tx, t.languages, t.languages.code, rows.languages);
    await upsert(tx, t.jobPositions, t.jobPositions.id, rows.jobPositions);
    await upsert(tx, t.businessTypes, t.businessTypes.code, rows.businessTypes);
    await upsert(tx, t.industries, t.industries.id, rows.industries);
    await upsert(tx, t.categories, t.categories.id, rows.categories);
    await upsert(tx, t.subCategories, t.subCategories.id, rows.subCategories);
    // The names in the other languages, once the values they name are there.
    await upsert(
      tx,
      t.industryNames,
      [t.industryNames.industryId, t.industryNames.language],
      rows.industryNames,
    );
    await upsert(
      tx,
      t.categoryNames,
      [t.categoryNames.categoryId, t.categoryNames.language],
      rows.categoryNames,
    );
    await upsert(
      tx,
      t.subCategoryNames,
      [t.subCategoryNames.subCategoryId, t.subCategoryNames.language],
      rows.subCategoryNames,
    );
    await upsert(
      tx,
      t.businessTypeNames,
      [t.businessTypeNames.businessTypeCode, t.businessTypeNames.language],
      rows.businessTypeNames,
    );
    await upsert(
      tx,
      t.jobPositionNames,
      [t.jobPositionNames.jobPositionId, t.jobPositionNames.language],
      rows.jobPositionNames,
    );
    await upsert(tx, t.genderNames, [t.genderNames.genderCode, t.genderNames.language], rows.genderNames);
    await upsert(
      tx,
      t.currencyRates,
      [t.currencyRates.currency, t.currencyRates.rateDate],
      rows.currencyRates,
    );
    await seedGlossary(tx, rows.searchGlossary);
    await upsert(tx, t.appMeta, t.appMeta.key, [{ key: 'reference_version', value: version }]);
  });
  return { loaded: true };
}

const glossaryKey = (r: Pick<GlossaryRow, 'groupKey' | 'term'> & { language: string }) =>
  `${r.groupKey}\u0000${r.language}\u0000${r.term}`;

/**
 * Writes the shipped glossary terms never written before (decision 0034): the glossary is edited
 * in the database, so a term once written is left to its editors, changed or deleted; the ledger
 * `search_glossary_seeded` lists every term ever written.
 */
export async function seedGlossary(
  tx: Pick<Database, 'insert' | 'select'>,
  rows: readonly GlossaryRow[],
): Promise<{ added: number }> {
  const seeded = new Set((await tx.select().from(t.searchGlossarySeeded)).map((r) => glossaryKey(r)));
  const missing = rows.filter((r) => !seeded.has(glossaryKey(r)));
  for (let i = 0; i < missing.length; i += 500) {
    const chunk = missing.slice(i, i + 500);
    await tx.insert(t.searchGlossary).values(chunk).onConflictDoNothing();
    await tx.insert(t.searchGlossarySeeded).values(chunk).onConflictDoNothing();
  }
  return { added: missing.length };
}

/** INSERT … ON CONFLICT (key) DO UPDATE every other column, in chunks that stay under parameter limits. */
async function upsert(
  tx: Pick<Database, 'insert'>,
  table: PgTable,
  key: PgColumn | PgColumn[],
  data: readonly object[],
): Promise<void> {
  const columns = getTableColumns(table);
  const keys = new Set((Array.isArray(key) ? key : [key]).map((c) => c.name));
  for (let i = 0; i < data.length; i += 500) {
    const chunk = data.slice(i, i + 500);
    const set = Object.fromEntries(
      Object.keys(chunk[0] ?? {})
        .filter((field) => columns[field] && !keys.has(columns[field].name))
        .map((field) => [field, sql.raw(`excluded.${columns[field]!.name}`)]),
    );
    await tx
      .insert(table)
      .values(chunk as Record<string, unknown>[])
      .onConflictDoUpdate({ target: key, set });
  }
}
