/** Cache keys of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  own: () => [...profileKeys.all, 'own'] as const,
  public: (userID: string) => [...profileKeys.all, 'public', userID] as const,
  businesses: (userID: string) => ['business', 'list-business', userID] as const,
  reference: (name: string) => ['ref-data', 'profile', name] as const,
};

/** Reference lists change with a release, not during a visit. */
export const REFERENCE_STALE_MS = 60 * 60 * 1000;
/** A profile is edited by one person; a minute is fresh enough for the views. */
export const PROFILE_STALE_MS = 60 * 1000;
