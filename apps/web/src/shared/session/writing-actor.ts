import { canManageBusiness, limits, type MyBusinessCard } from '@wbn/contracts';

/**
 * Who a post or a comment is written as: the user, or one of the businesses they own or
 * administer (core spec §4 "Posting", §6: the selector lists at most 5). The choice is remembered
 * in browser storage, per user, and shared by the post composer and every comment box.
 */
export interface ActorBusiness {
  businessID: string;
  name: string;
  photo: { url: string } | null;
}

/** The businesses the selector offers: those the user manages, the first five. */
export function actorBusinesses(list: readonly MyBusinessCard[] | undefined): ActorBusiness[] {
  return (list ?? [])
    .filter((b) => canManageBusiness(b.access))
    .slice(0, limits.postingBusinessesMax)
    .map((b) => ({ businessID: b.businessID, name: b.general.companyName, photo: b.general.profilePhoto }));
}

/** The remembered business, if it is still one the user may write as; else null (the user). */
export function resolveActor(remembered: string | null, businesses: readonly ActorBusiness[]): string | null {
  return remembered && businesses.some((b) => b.businessID === remembered) ? remembered : null;
}

export const ACTOR_STORAGE_KEY = 'postingActor';

interface StoredActor {
  userID: string;
  businessID: string | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The business this user last chose to write as (null: as themselves). */
export function readRememberedActor(userID: string | null): string | null {
  if (!userID) return null;
  try {
    const stored = JSON.parse(storage()?.getItem(ACTOR_STORAGE_KEY) ?? 'null') as StoredActor | null;
    return stored?.userID === userID && typeof stored.businessID === 'string' ? stored.businessID : null;
  } catch {
    return null;
  }
}

export function rememberActor(userID: string, businessID: string | null): void {
  try {
    storage()?.setItem(ACTOR_STORAGE_KEY, JSON.stringify({ userID, businessID } satisfies StoredActor));
  } catch {
    // Storage full or refused: the choice holds for this page only.
  }
}
