import { myBusinessesKey } from '../../../shared/session/my-businesses.ts';

/** Cache keys of the business feature (TanStack Query). Everything starts with `businessKeys.all`. */
export const businessKeys = {
  all: ['business'] as const,
  /** GET /api/business/profile/{id}: the profile with the viewer's `session.access`. */
  profile: (businessID: string) => [...businessKeys.all, 'profile', businessID] as const,
  /** GET /api/business/profile/my-list: the signed-in user's business cards. */
  myList: () => myBusinessesKey,
  /** GET /api/business/{id}/members. */
  members: (businessID: string) => [...businessKeys.all, 'members', businessID] as const,
  /** GET /api/business/{id}/invitations: the open invitations (owner and admins). */
  invitations: (businessID: string) => [...businessKeys.all, 'invitations', businessID] as const,
  /** GET /api/business/invitations/mine: the invitations to the signed-in user. */
  myInvitations: () => [...businessKeys.all, 'my-invitations'] as const,
};

/** A profile changes when someone edits it; half a minute keeps page flips cheap without going stale. */
export const BUSINESS_STALE_MS = 30 * 1000;
