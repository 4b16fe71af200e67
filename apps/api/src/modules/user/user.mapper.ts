import type { UserProfile } from '@wbn/contracts';
import type { UserRow } from './user.repository.ts';

/** The signed-in user's own profile as the API answers it. */
export function toUserProfile(row: UserRow): UserProfile {
  return { userID: row.userId, firstName: row.firstName, lastName: row.lastName, email: row.email };
}
