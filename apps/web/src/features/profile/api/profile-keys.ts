/** Cache keys of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  own: () => [...profileKeys.all, 'own'] as const,
  public: (userID: string) => [...profileKeys.all, 'public', userID] as const,
  businesses: (userID: string) => ['business', 'list-business', userID] as const,
};

/** A profile is edited by one person; a minute is fresh enough for the views. */
export const PROFILE_STALE_MS = 60 * 1000;
