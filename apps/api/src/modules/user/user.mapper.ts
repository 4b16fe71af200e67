import type { Profile, PublicProfile, UiLanguage, UserProfile } from '@wbn/contracts';
import { countryName, languageName } from '../../lib/display-names.ts';
import type { ProfileRow, UserRow } from './user.repository.ts';

/** Identity's minimal shape (userID, names, e-mail), kept for callers that only need those. */
export function toUserProfile(row: UserRow): UserProfile {
  return { userID: row.userId, firstName: row.firstName, lastName: row.lastName, email: row.email };
}

/** The fields both the own and the public profile show, reference values named in `language`. */
function sharedFields(r: ProfileRow, language: UiLanguage) {
  const u = r.user;
  const pair = <T>(id: string | null, name: string | null, make: (id: string, name: string) => T) =>
    id !== null && name !== null ? make(id, name) : null;
  return {
    userID: u.userId,
    firstName: u.firstName,
    lastName: u.lastName,
    city: u.city,
    country: pair(u.countryCode, r.countryName, (code, english) => ({
      code,
      countryName: countryName(code, language, english),
    })),
    state: pair(u.stateId, r.stateName, (stateID, stateName) => ({ stateID, stateName })),
    gender: pair(u.genderCode, r.genderName, (code, name) => ({ code, name })),
    preferredLanguage: pair(u.preferredLanguageCode, r.languageName, (code, english) => ({
      code,
      name: r.languageNativeName ?? english,
      languageName: languageName(code, language, english),
    })),
    jobPosition: pair(u.jobPositionId, r.jobPositionName, (jobPositionID, name) => ({ jobPositionID, name })),
    businessType: pair(u.businessTypeCode, r.businessTypeName, (code, name) => ({ code, name })),
    industry: pair(u.industryId, r.industryName, (id, name) => ({ id, name })),
    companyName: u.companyName,
    briefPresentation: u.briefPresentation,
    profilePhoto: u.profilePhotoUrl ? { url: u.profilePhotoUrl } : null,
    coverPhoto: u.coverPhotoUrl ? { url: u.coverPhotoUrl } : null,
  };
}

/** The signed-in user's own profile: every field, including the private ones. */
export function toProfile(r: ProfileRow, language: UiLanguage): Profile {
  const u = r.user;
  return {
    ...sharedFields(r, language),
    email: u.email,
    mobilePhone:
      u.mobilePhoneCountryCode !== null && u.mobilePhoneNumber !== null
        ? { countryCode: u.mobilePhoneCountryCode, phoneNumber: u.mobilePhoneNumber }
        : null,
    profession: u.profession,
    birthDate: u.birthDate,
    showBirthDate: u.showBirthDate,
    showProfession: u.showProfession,
  };
}

/**
 * What anyone may see of a user. The privacy rules live here, on the server: never the e-mail or
 * the phone; the birth date and the profession only when the user has chosen to show them.
 */
export function toPublicProfile(r: ProfileRow, language: UiLanguage, likes = 0): PublicProfile {
  const u = r.user;
  return {
    ...sharedFields(r, language),
    username: u.username,
    ...(u.showProfession && u.profession !== null ? { profession: u.profession } : {}),
    ...(u.showBirthDate && u.birthDate !== null ? { birthDate: u.birthDate } : {}),
    reactions: { reactionCount: { like: likes } },
  };
}
