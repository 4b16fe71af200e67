import type { Database, Queryable } from '@wbn/db';
import {
  sourceLanguage,
  isValidPhone,
  messages,
  normalizeDialCode,
  phoneDigits,
  type Profile,
  type ProfileUpdateParsed,
  type PublicProfile,
  type UploadPurpose,
  type UploadedImage,
  type UiLanguage,
} from '@wbn/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { FilesService } from '../files/files.service.ts';
import type { RefDataService } from '../ref-data/ref-data.service.ts';
import { toProfile, toPublicProfile } from './user.mapper.ts';
import { userRepository, type ProfileRow, type UserChanges, type UserRow } from './user.repository.ts';

/** Who the access token says the caller is (the auth plugin's user). */
export interface Claims {
  userID: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface UserServiceDeps {
  /** For attaching uploaded photos. */
  files: FilesService;
  refData: RefDataService;
}

/** The key of a stored image from its public URL (`/files/{key}`). */
const keyOf = (url: string) => url.replace(/^\/files\//, '');

/** Reference fields of the update body, the column they fill, and how to check the value. */
type RefField = 'gender' | 'preferredLanguage' | 'jobPosition' | 'businessType' | 'industry';

const refColumns = {
  gender: 'genderCode',
  preferredLanguage: 'preferredLanguageCode',
  jobPosition: 'jobPositionId',
  businessType: 'businessTypeCode',
  industry: 'industryId',
} as const satisfies Record<RefField, keyof UserChanges>;

const refLabels: Record<RefField, string> = {
  gender: 'gender',
  preferredLanguage: 'language',
  jobPosition: 'job position',
  businessType: 'business type',
  industry: 'industry',
};

const textColumns = ['city', 'companyName', 'profession'] as const;

const emptyToNull = (s: string) => (s === '' ? null : s);

export function createUserService(db: Database, { files, refData }: UserServiceDeps) {
  /**
   * Users this service has already seen: their profile row exists, so the auth plugin's
   * just-in-time creation costs one query per user per process, not one per request.
   */
  const known = new Set<string>();

  /** Creates the user's profile from the token's claims the first time the API sees them. */
  async function ensureUser(claims: Claims): Promise<void> {
    if (known.has(claims.userID)) return;
    await userRepository.insertIfMissing(db, {
      userId: claims.userID,
      email: claims.email,
      firstName: claims.firstName,
      lastName: claims.lastName,
    });
    if (known.size > 100_000) known.clear();
    known.add(claims.userID);
  }

  async function ownRow(viewer: Claims): Promise<UserRow> {
    let row = await userRepository.byId(db, viewer.userID);
    if (!row) {
      // A row deleted behind this process's back: create it again from the claims.
      known.delete(viewer.userID);
      await ensureUser(viewer);
      row = await userRepository.byId(db, viewer.userID);
    }
    if (!row) throw AppError.notFound('Your profile');
    return row;
  }

  async function profileRow(userID: string, language: UiLanguage): Promise<ProfileRow> {
    const row = await userRepository.profileById(db, userID, language);
    if (!row) throw AppError.notFound('The profile');
    return row;
  }

  async function refExists(field: RefField, id: string): Promise<boolean> {
    switch (field) {
      case 'gender':
        return (await refData.genders(sourceLanguage)).some((g) => g.code === id);
      case 'preferredLanguage':
        return (await refData.languages(sourceLanguage)).some((l) => l.code === id);
      case 'jobPosition':
        return (await refData.jobPositions(sourceLanguage)).some((j) => j.jobPositionID === id);
      case 'businessType':
        return (await refData.businessTypes(sourceLanguage)).some((b) => b.code === id);
      case 'industry':
        return userRepository.industryExists(db, id);
    }
  }

  /**
   * Turns a validated body into column changes, checking what only the server can check: that
   * reference ids exist, that the state belongs to the country, and the phone's dial code against
   * the countries' dial codes (the same isValidPhone the page runs).
   */
  async function changesFrom(body: ProfileUpdateParsed, current: UserRow): Promise<UserChanges> {
    const changes: UserChanges = {};
    if (body.firstName !== undefined) changes.firstName = body.firstName;
    if (body.lastName !== undefined) changes.lastName = body.lastName;
    for (const column of textColumns) {
      const value = body[column];
      if (value !== undefined) changes[column] = emptyToNull(value);
    }
    if (body.briefPresentation !== undefined) {
      changes.briefPresentation = emptyToNull(body.briefPresentation.trim());
    }
    if (body.birthDate !== undefined) changes.birthDate = emptyToNull(body.birthDate);
    if (body.showBirthDate !== undefined) changes.showBirthDate = body.showBirthDate;
    if (body.showProfession !== undefined) changes.showProfession = body.showProfession;

    for (const field of Object.keys(refColumns) as RefField[]) {
      const value = body[field];
      if (value === undefined) continue;
      if (value !== '' && !(await refExists(field, value))) {
        throw AppError.badRequest(`body.${field}`, `Unknown ${refLabels[field]}`);
      }
      changes[refColumns[field]] = emptyToNull(value);
    }

    const countries = await refData.countries(sourceLanguage);
    if (body.country !== undefined) {
      const code = body.country.toUpperCase();
      if (code !== '' && !countries.some((c) => c.code === code)) {
        throw AppError.badRequest('body.country', 'Unknown country');
      }
      changes.countryCode = emptyToNull(code);
      // The spec: changing the country clears the state (unless the body names a new one).
      if (changes.countryCode !== current.countryCode && body.state === undefined) changes.stateId = null;
    }
    if (body.state !== undefined && body.state !== '') {
      const country = changes.countryCode !== undefined ? changes.countryCode : current.countryCode;
      const stateCountry = await userRepository.stateCountry(db, body.state);
      if (!stateCountry) throw AppError.badRequest('body.state', 'Unknown state');
      if (stateCountry !== country) {
        throw AppError.badRequest('body.state', 'This state does not belong to the chosen country');
      }
      changes.stateId = body.state;
    } else if (body.state === '') changes.stateId = null;

    if (body.mobilePhone !== undefined) {
      const dial = normalizeDialCode(body.mobilePhone.countryCode);
      const number = body.mobilePhone.phoneNumber.trim();
      const known = countries.flatMap((c) => c.dialCodes);
      if (!isValidPhone(dial, number, known)) {
        throw AppError.badRequest('body.mobilePhone', messages.invalidPhone);
      }
      const empty = phoneDigits(number) === '';
      changes.mobilePhoneCountryCode = empty ? null : `+${dial}`;
      changes.mobilePhoneNumber = empty ? null : number;
    }
    return changes;
  }

  /** Attaches an upload token as the user's profile or cover photo, inside the caller's transaction. */
  async function attachPhoto(
    tx: Queryable,
    userID: string,
    token: string,
    purpose: Extract<UploadPurpose, 'profilePhoto' | 'coverPhoto'>,
    field: string = `body.${purpose}`,
  ): Promise<UploadedImage> {
    try {
      return await files.attach({ token, userID, purposes: [purpose] }, tx);
    } catch (err) {
      // The files service names the field `token`; here the field is the body's photo.
      if (err instanceof AppError && err.errors?.some((e) => e.path === 'token')) {
        throw AppError.badRequest(field, err.message);
      }
      throw err;
    }
  }

  const photoColumns = (purpose: 'profilePhoto' | 'coverPhoto', url: string): UserChanges =>
    purpose === 'profilePhoto'
      ? { profilePhotoUrl: url, profilePhotoKey: keyOf(url) }
      : { coverPhotoUrl: url, coverPhotoKey: keyOf(url) };

  return {
    ensureUser,

    async ownProfile(viewer: Claims, language: UiLanguage): Promise<Profile> {
      await ownRow(viewer);
      return toProfile(await profileRow(viewer.userID, language), language);
    },

    /** Public profiles in the order of `userIDs` (unknown ids left out), as their pages show them. */
    async publicProfiles(userIDs: string[], language: UiLanguage): Promise<PublicProfile[]> {
      const rows = await userRepository.profilesByIds(db, userIDs, language);
      const byId = new Map(rows.map((r) => [r.user.userId, r]));
      return userIDs.flatMap((id) => {
        const found = byId.get(id);
        return found ? [toPublicProfile(found, language)] : [];
      });
    },

    /** Anyone's public profile (visitors included); the privacy rules are the mapper's. */
    async publicProfile(userID: string, language: UiLanguage): Promise<PublicProfile> {
      return toPublicProfile(await profileRow(userID, language), language);
    },

    /**
     * PUT /api/user/profile: the given fields change, absent ones stay, empty strings clear.
     * Photo tokens are attached in the same transaction as the write, so a refused field leaves
     * the token unused and nothing changed.
     */
    async updateProfile(viewer: Claims, body: ProfileUpdateParsed, language: UiLanguage): Promise<Profile> {
      const current = await ownRow(viewer);
      const changes = await changesFrom(body, current);
      await db.transaction(async (tx) => {
        for (const purpose of ['profilePhoto', 'coverPhoto'] as const) {
          const token = body[purpose];
          if (token === undefined) continue;
          const image = await attachPhoto(tx, viewer.userID, token, purpose);
          Object.assign(changes, photoColumns(purpose, image.url));
        }
        await userRepository.update(tx, viewer.userID, changes);
      });
      return toProfile(await profileRow(viewer.userID, language), language);
    },

    /** POST /api/user/profile-photo/upload-validate: attach the token and make it the photo. */
    async setProfilePhotoFromUpload(viewer: Claims, token: string): Promise<UploadedImage> {
      await ownRow(viewer);
      return db.transaction(async (tx) => {
        const image = await attachPhoto(tx, viewer.userID, token, 'profilePhoto', 'token');
        await userRepository.update(tx, viewer.userID, photoColumns('profilePhoto', image.url));
        return image;
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
