import { and, eq, inArray, tables, userColumns, type Queryable, type UserRecord } from '@wbn/db';
import type { UiLanguage } from '@wbn/contracts';
import { nameOrEnglish } from '../../lib/localized-name.ts';

const t = tables;

export type UserRow = UserRecord;
export type UserChanges = Partial<Omit<typeof t.users.$inferInsert, 'userId' | 'email' | 'createdAt'>>;

/**
 * A user's row with the names of the reference values it points at (null where unset): gender, job
 * position, business type and industry in the reader's language (decision 0031); country and
 * languages in English, which the mapper names in the reader's language.
 */
export interface ProfileRow {
  user: UserRow;
  countryName: string | null;
  stateName: string | null;
  genderName: string | null;
  languageName: string | null;
  languageNativeName: string | null;
  jobPositionName: string | null;
  businessTypeName: string | null;
  industryName: string | null;
}

/** A user's row with the names of what it points at (a profile page's one read). */
function profiles(db: Queryable, language: UiLanguage) {
  const { genderNames: gn, jobPositionNames: jn, businessTypeNames: bn, industryNames: inn } = t;
  return db
    .select({
      user: userColumns,
      countryName: t.countries.name,
      stateName: t.states.name,
      genderName: nameOrEnglish(gn.name, t.genders.name),
      languageName: t.languages.languageName,
      languageNativeName: t.languages.nativeName,
      jobPositionName: nameOrEnglish(jn.name, t.jobPositions.name),
      businessTypeName: nameOrEnglish(bn.name, t.businessTypes.name),
      industryName: nameOrEnglish(inn.name, t.industries.name),
    })
    .from(t.users)
    .leftJoin(t.countries, eq(t.countries.code, t.users.countryCode))
    .leftJoin(t.states, eq(t.states.id, t.users.stateId))
    .leftJoin(t.genders, eq(t.genders.code, t.users.genderCode))
    .leftJoin(gn, and(eq(gn.genderCode, t.users.genderCode), eq(gn.language, language)))
    .leftJoin(t.languages, eq(t.languages.code, t.users.preferredLanguageCode))
    .leftJoin(t.jobPositions, eq(t.jobPositions.id, t.users.jobPositionId))
    .leftJoin(jn, and(eq(jn.jobPositionId, t.users.jobPositionId), eq(jn.language, language)))
    .leftJoin(t.businessTypes, eq(t.businessTypes.code, t.users.businessTypeCode))
    .leftJoin(bn, and(eq(bn.businessTypeCode, t.users.businessTypeCode), eq(bn.language, language)))
    .leftJoin(t.industries, eq(t.industries.id, t.users.industryId))
    .leftJoin(inn, and(eq(inn.industryId, t.users.industryId), eq(inn.language, language)));
}

export const userRepository = {
  async byId(db: Queryable, userId: string): Promise<UserRow | undefined> {
    const [row] = await db.select(userColumns).from(t.users).where(eq(t.users.userId, userId));
    return row;
  },

  /** Creates the profile if it does not exist yet; an existing one is left as it is. */
  async insertIfMissing(
    db: Queryable,
    values: { userId: string; email: string; firstName: string; lastName: string },
  ): Promise<void> {
    await db.insert(t.users).values(values).onConflictDoNothing({ target: t.users.userId });
  },

  /** The profile with its reference names, in one query. */
  async profileById(db: Queryable, userId: string, language: UiLanguage): Promise<ProfileRow | undefined> {
    const [row] = await profiles(db, language).where(eq(t.users.userId, userId));
    return row;
  },

  /** Several profiles, in one statement, any order. */
  async profilesByIds(db: Queryable, userIds: string[], language: UiLanguage): Promise<ProfileRow[]> {
    if (userIds.length === 0) return [];
    return profiles(db, language).where(inArray(t.users.userId, userIds));
  },

  /** Writes the given profile fields (and updated_at); false when the user does not exist. */
  async update(db: Queryable, userId: string, changes: UserChanges): Promise<boolean> {
    const rows = await db
      .update(t.users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(t.users.userId, userId))
      .returning({ userId: t.users.userId });
    return rows.length > 0;
  },

  async industryExists(db: Queryable, id: string): Promise<boolean> {
    const rows = await db.select({ id: t.industries.id }).from(t.industries).where(eq(t.industries.id, id));
    return rows.length > 0;
  },

  /** The country a state belongs to, or undefined for an unknown state. */
  async stateCountry(db: Queryable, stateId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ countryCode: t.states.countryCode })
      .from(t.states)
      .where(eq(t.states.id, stateId));
    return row?.countryCode;
  },
};
