import type { Database } from '@wbn/db';
import type { UserProfile } from '@wbn/contracts';
import { AppError } from '../../lib/app-error.ts';
import { toUserProfile } from './user.mapper.ts';
import { userRepository } from './user.repository.ts';

interface Claims {
  userID: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Users this process has already seen: their profile row exists, so the auth plugin's
 * just-in-time creation costs one query per user per process, not one per request.
 */
const knownByDb = new WeakMap<Database, Set<string>>();
const knownIn = (db: Database): Set<string> => {
  let set = knownByDb.get(db);
  if (!set) knownByDb.set(db, (set = new Set()));
  return set;
};

/** Creates the user's profile from the token's claims the first time the API sees them. */
export async function ensureUser(db: Database, claims: Claims): Promise<void> {
  const known = knownIn(db);
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

export function createUserService(db: Database) {
  return {
    async ownProfile(viewer: Claims): Promise<UserProfile> {
      let row = await userRepository.byId(db, viewer.userID);
      if (!row) {
        // A row deleted behind this process's back: create it again from the claims.
        knownIn(db).delete(viewer.userID);
        await ensureUser(db, viewer);
        row = await userRepository.byId(db, viewer.userID);
      }
      if (!row) throw AppError.notFound('Your profile');
      return toUserProfile(row);
    },
  };
}
