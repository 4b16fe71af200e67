import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/client.ts';
import { referenceNameGaps, referenceNameRows } from '../src/reference-names.ts';
import { referenceTranslations, translatedLanguages } from '../src/reference/translations/index.ts';
import { createTestDatabase } from '../src/testing.ts';

// The reference values' names in es, pt, it, de, fr and zh (decision 0031): every value has one in
// every language, and the loaded database holds them all.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const copy = () => structuredClone(referenceTranslations);

describe('reference names in every language', () => {
  it('names every industry (with its description), category, subcategory, business type, job position and gender', () => {
    expect(referenceNameGaps()).toEqual({ missing: [], unused: [] });
  });

  it('reports a name that one language lacks, and a translation whose English source is gone', () => {
    const lacking = copy();
    delete lacking.es.industries['0001']!.categories['Industrial Robots']!.subCategories['Delta Robots'];
    lacking.zh.industries['0004']!.description = ' ';
    delete lacking.de.jobPositions['Buyer'];
    expect(referenceNameGaps(lacking)).toEqual({
      missing: ['es sub_category_names s0001-01-04', 'de job_position_names jp12', 'zh industry_names i0004'],
      unused: [],
    });
    expect(referenceNameRows(lacking).subCategoryNames).toHaveLength(
      referenceNameRows().subCategoryNames.length - 1,
    );

    // An English name renamed in industries.ts: its old translation no longer applies.
    const renamed = copy();
    const pumps = renamed.fr.industries['0004']!.categories['Pumps & Valves']!.subCategories;
    pumps['Ball Valve'] = pumps['Ball Valves']!;
    delete pumps['Ball Valves'];
    expect(referenceNameGaps(renamed)).toEqual({
      missing: ['fr sub_category_names s0004-04-03'],
      unused: ['fr 0004 Pumps & Valves "Ball Valve"'],
    });
  });

  it('translates a subcategory within its category', () => {
    const zh = referenceTranslations.zh.industries;
    expect(zh['0009']!.categories['Skin Care']!.subCategories['Face Masks']).toBe('面膜');
    expect(zh['0013']!.categories['Medical Consumables']!.subCategories['Face Masks']).toBe('医用口罩');
  });

  it('loads one row per value and language, for every value of the base tables', async () => {
    const pairs: [base: string, key: string, names: string, nameKey: string][] = [
      ['industries', 'id', 'industry_names', 'industry_id'],
      ['categories', 'id', 'category_names', 'category_id'],
      ['sub_categories', 'id', 'sub_category_names', 'sub_category_id'],
      ['business_types', 'code', 'business_type_names', 'business_type_code'],
      ['job_positions', 'id', 'job_position_names', 'job_position_id'],
      ['genders', 'code', 'gender_names', 'gender_code'],
    ];
    const languages = sql.join(
      translatedLanguages.map((l) => sql`${l}`),
      sql`, `,
    );
    for (const [base, key, names, nameKey] of pairs) {
      const lacking = await handle.db.execute<{ id: string; language: string }>(sql`
        SELECT b.${sql.identifier(key)} AS id, l.language
        FROM ${sql.identifier(base)} b CROSS JOIN unnest(ARRAY[${languages}]::text[]) AS l(language)
        WHERE NOT EXISTS (
          SELECT 1 FROM ${sql.identifier(names)} n
          WHERE n.${sql.identifier(nameKey)} = b.${sql.identifier(key)} AND n.language = l.language
            AND btrim(n.name) <> ''
        )`);
      expect(lacking.rows, names).toEqual([]);
    }
    const ballValve = await handle.db.execute<{ language: string; name: string }>(sql`
      SELECT n.language, n.name FROM sub_category_names n JOIN sub_categories s ON s.id = n.sub_category_id
      WHERE s.name = 'Ball Valves' ORDER BY n.language`);
    expect(Object.fromEntries(ballValve.rows.map((r) => [r.language, r.name]))).toEqual({
      de: 'Kugelhähne',
      es: 'Válvulas de bola',
      fr: 'Vannes à boisseau sphérique',
      it: 'Valvole a sfera',
      pt: 'Válvulas de esfera',
      zh: '球阀',
    });
  });
});
