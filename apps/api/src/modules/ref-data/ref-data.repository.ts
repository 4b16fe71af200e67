import { asc, eq, tables, type Queryable } from '@wbn/db';
import type { BusinessType, Country, Gender, JobPosition, Language, State } from '@wbn/contracts';

const t = tables;

export const refDataRepository = {
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
  async genders(db: Queryable): Promise<Gender[]> {
    const rows = await db.select().from(t.genders).orderBy(asc(t.genders.sortOrder));
    return rows.map((r) => ({ code: r.code, name: r.name }));
  },
  async languages(db: Queryable): Promise<Language[]> {
    const rows = await db.select().from(t.languages).orderBy(asc(t.languages.languageName));
    return rows.map((r) => ({ code: r.code, languageName: r.languageName, name: r.nativeName }));
  },
  async jobPositions(db: Queryable): Promise<JobPosition[]> {
    const rows = await db.select().from(t.jobPositions).orderBy(asc(t.jobPositions.sortOrder));
    return rows.map((r) => ({ jobPositionID: r.id, name: r.name }));
  },
  async businessTypes(db: Queryable): Promise<BusinessType[]> {
    const rows = await db.select().from(t.businessTypes).orderBy(asc(t.businessTypes.sortOrder));
    return rows.map((r) => ({ code: r.code, businessTypeName: r.name }));
  },
};
