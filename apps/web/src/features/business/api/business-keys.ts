/** Cache keys of the business feature (TanStack Query). Everything starts with `businessKeys.all`. */
export const businessKeys = {
  all: ['business'] as const,
  /** GET /api/business/profile/{id}: the profile with the viewer's `session.access`. */
  profile: (businessID: string) => [...businessKeys.all, 'profile', businessID] as const,
  /** GET /api/business/profile/my-list: the signed-in user's business cards. */
  myList: () => [...businessKeys.all, 'my-list'] as const,
  /** GET /api/business/{id}/members. */
  members: (businessID: string) => [...businessKeys.all, 'members', businessID] as const,
};

/** A profile changes when someone edits it; half a minute keeps page flips cheap without going stale. */
export const BUSINESS_STALE_MS = 30 * 1000;
