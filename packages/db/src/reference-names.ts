import { businessTypeRows } from './reference/business-types.ts';
import { genderRows } from './reference/genders.ts';
import { categoryId, industryId, jobPositionId, subCategoryId } from './reference/ids.ts';
import { industryTree } from './reference/industries.ts';
import { jobPositionNames } from './reference/job-positions.ts';
import {
  referenceTranslations,
  translatedLanguages,
  type ReferenceNames,
  type TranslatedLanguage,
} from './reference/translations/index.ts';

/** Every translated language's names, as `reference/translations/index.ts` has them. */
export type ReferenceTranslations = Record<TranslatedLanguage, ReferenceNames>;

type NameTable =
  | 'industry_names'
  | 'category_names'
  | 'sub_category_names'
  | 'business_type_names'
  | 'job_position_names'
  | 'gender_names';

/** One reference value in one language: its id in its names table and what the translation gives it. */
interface NameEntry {
  table: NameTable;
  id: string;
  language: TranslatedLanguage;
  name: string | undefined;
  /** Industries only. */
  description?: string | undefined;
}

/** Walks every reference value in every translated language, found or not. */
function nameEntries(translations: ReferenceTranslations): NameEntry[] {
  return translatedLanguages.flatMap((language) => {
    const names = translations[language];
    const entry = (table: NameTable, id: string, name: string | undefined): NameEntry => ({
      table,
      id,
      language,
      name,
    });
    return [
      ...genderRows.map((g) => entry('gender_names', g.code, names.genders[g.code])),
      ...businessTypeRows.map((b) => entry('business_type_names', b.code, names.businessTypes[b.code])),
      ...jobPositionNames.map((p, i) =>
        entry('job_position_names', jobPositionId(i + 1), names.jobPositions[p]),
      ),
      ...industryTree.flatMap((ind) => {
        const industry = names.industries[ind.key];
        return [
          {
            ...entry('industry_names', industryId(ind.key), industry?.name),
            description: industry?.description,
          },
          ...ind.categories.flatMap((cat, n) => {
            const category = industry?.categories[cat.name];
            return [
              entry('category_names', categoryId(ind.key, n + 1), category?.name),
              ...cat.subCategories.map((sub, m) =>
                entry(
                  'sub_category_names',
                  subCategoryId(ind.key, n + 1, m + 1),
                  category?.subCategories[sub],
                ),
              ),
            ];
          }),
        ];
      }),
    ];
  });
}

const present = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';
const complete = (e: NameEntry) =>
  present(e.name) && (e.table !== 'industry_names' || present(e.description));

/** The rows of the names tables: each value's name in each language that has one. */
export function referenceNameRows(translations: ReferenceTranslations = referenceTranslations) {
  const found = nameEntries(translations).filter(complete);
  const of = (table: NameTable) => found.filter((e) => e.table === table);
  const row = (e: NameEntry) => ({ language: e.language, name: e.name! });
  return {
    industryNames: of('industry_names').map((e) => ({
      industryId: e.id,
      ...row(e),
      description: e.description!,
    })),
    categoryNames: of('category_names').map((e) => ({ categoryId: e.id, ...row(e) })),
    subCategoryNames: of('sub_category_names').map((e) => ({ subCategoryId: e.id, ...row(e) })),
    businessTypeNames: of('business_type_names').map((e) => ({ businessTypeCode: e.id, ...row(e) })),
    jobPositionNames: of('job_position_names').map((e) => ({ jobPositionId: e.id, ...row(e) })),
    genderNames: of('gender_names').map((e) => ({ genderCode: e.id, ...row(e) })),
  };
}

/**
 * What the translations lack or keep in vain: `missing` names each value without a name (or an
 * industry without a description) in a language, as `language table id`; `unused` each
 * translated key whose English source is no longer there (renamed or a typo).
 */
export function referenceNameGaps(translations: ReferenceTranslations = referenceTranslations): {
  missing: string[];
  unused: string[];
} {
  const missing = nameEntries(translations)
    .filter((e) => !complete(e))
    .map((e) => `${e.language} ${e.table} ${e.id}`);
  const unused: string[] = [];
  const extra = (path: string, keys: string[], known: readonly string[]) => {
    for (const key of keys) if (!known.includes(key)) unused.push(`${path} ${JSON.stringify(key)}`);
  };
  for (const language of translatedLanguages) {
    const names = translations[language];
    extra(
      `${language} genders`,
      Object.keys(names.genders),
      genderRows.map((g) => g.code),
    );
    extra(
      `${language} businessTypes`,
      Object.keys(names.businessTypes),
      businessTypeRows.map((b) => b.code),
    );
    extra(`${language} jobPositions`, Object.keys(names.jobPositions), jobPositionNames);
    extra(
      `${language} industries`,
      Object.keys(names.industries),
      industryTree.map((i) => i.key),
    );
    for (const ind of industryTree) {
      const categories = names.industries[ind.key]?.categories ?? {};
      extra(
        `${language} ${ind.key}`,
        Object.keys(categories),
        ind.categories.map((c) => c.name),
      );
      for (const cat of ind.categories) {
        const subs = categories[cat.name]?.subCategories ?? {};
        extra(`${language} ${ind.key} ${cat.name}`, Object.keys(subs), cat.subCategories);
      }
    }
  }
  return { missing, unused };
}
