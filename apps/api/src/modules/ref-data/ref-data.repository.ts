import { and, asc, eq, tables, type Queryable } from '@wbn/db';
import type { BusinessType, Country, Gender, JobPosition, Language, State, UiLanguage } from '@wbn/contracts';
import { nameOrEnglish } from '../../lib/localized-name.ts';

const t = tables;

export const refDataRepository = {
  /** In English: the service names them in the reader's language (display-names.ts). */
  async countries(db: Queryable): Promise<Country[]> {
    const rows = await db.select().from(t.countries).orderBy(asc(t.countries.name));
    return rows.map((r) => ({ code: r.code, countryName: r.name, emoji: r.emoji, dialCodes: r.dialCodes }));
  },
  async countryExists(db: Queryable, code: string): Promise<boolean> {
    const rows = await db
      .select({ code: t.countries.code })
      .from(t.countries)
      .where(eq(t.countries.code, code));
    return rows.length > 0;
  },
  async states(db: Queryable, countryCode: string): Promise<State[]> {
    const rows = await db
      .select()
      .from(t.states)
      .where(eq(t.states.countryCode, countryCode))
      .orderBy(asc(t.states.name));
    return rows.map((r) => ({ stateID: r.id, stateName: r.name, countryCode: r.countryCode }));
  },
  async genders(db: Queryable, language: UiLanguage): Promise<Gender[]> {
    const n = t.genderNames;
    return db
      .select({ code: t.genders.code, name: nameOrEnglish(n.name, t.genders.name) })
      .from(t.genders)
      .leftJoin(n, and(eq(n.genderCode, t.genders.code), eq(n.language, language)))
      .orderBy(asc(t.genders.sortOrder));
  },
  /** In English: the service names them in the reader's language (display-names.ts). */
  async languages(db: Queryable): Promise<Language[]> {
    const rows = await db.select().from(t.languages).orderBy(asc(t.languages.languageName));
    return rows.map((r) => ({ code: r.code, languageName: r.languageName, name: r.nativeName }));
  },
  async jobPositions(db: Queryable, language: UiLanguage): Promise<JobPosition[]> {
    const n = t.jobPositionNames;
    return db
      .select({ jobPositionID: t.jobPositions.id, name: nameOrEnglish(n.name, t.jobPositions.name) })
      .from(t.jobPositions)
      .leftJoin(n, and(eq(n.jobPositionId, t.jobPositions.id), eq(n.language, language)))
      .orderBy(asc(t.jobPositions.sortOrder));
  },
  async businessTypes(db: Queryable, language: UiLanguage): Promise<BusinessType[]> {
    const n = t.businessTypeNames;
    return db
      .select({ code: t.businessTypes.code, businessTypeName: nameOrEnglish(n.name, t.businessTypes.name) })
      .from(t.businessTypes)
      .leftJoin(n, and(eq(n.businessTypeCode, t.businessTypes.code), eq(n.language, language)))
      .orderBy(asc(t.businessTypes.sortOrder));
  },
};
