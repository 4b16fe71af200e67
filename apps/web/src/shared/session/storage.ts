import type { Session } from '@wbn/contracts';

/**
 * Where the session lives in the browser: localStorage, under the spec's names, so every tab of
 * the portal shares it (and hears about changes through `storage` events). The server's times
 * are Unix seconds; they are stored in milliseconds.
 */
export const storageKeys = {
  token: 'token',
  tokenExpire: 'tokenExpire',
  refreshToken: 'refreshToken',
  refreshTokenExpire: 'refreshTokenExpire',
  userID: 'userID',
  profile: 'profile',
} as const;

export interface StoredProfile {
  userID: string;
  firstName: string;
  lastName: string;
  email?: string;
  profilePhoto?: { url: string } | null;
  [field: string]: unknown;
}

export interface StoredSession {
  token: string | null;
  /** ms since the epoch */
  tokenExpire: number;
  refreshToken: string | null;
  /** ms since the epoch */
  refreshTokenExpire: number;
  userID: string | null;
  profile: StoredProfile | null;
}

const store = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
};

export function readStored(): StoredSession {
  const s = store();
  const get = (k: string) => s?.getItem(k) ?? null;
  let profile: StoredProfile | null = null;
  try {
    profile = JSON.parse(get(storageKeys.profile) ?? 'null') as StoredProfile | null;
  } catch {
    profile = null;
  }
  return {
    token: get(storageKeys.token),
    tokenExpire: Number(get(storageKeys.tokenExpire)) || 0,
    refreshToken: get(storageKeys.refreshToken),
    refreshTokenExpire: Number(get(storageKeys.refreshTokenExpire)) || 0,
    userID: get(storageKeys.userID),
    profile,
  };
}

/** Stores a session as the auth service answers it (seconds → milliseconds). */
export function writeSession(session: Session): void {
  const s = store();
  if (!s) return;
  s.setItem(storageKeys.token, session.token);
  s.setItem(storageKeys.tokenExpire, String(session.tokenExpire * 1000));
  s.setItem(storageKeys.refreshToken, session.refreshToken);
  s.setItem(storageKeys.refreshTokenExpire, String(session.refreshTokenExpire * 1000));
  s.setItem(storageKeys.userID, session.userID);
}

export function writeProfile(profile: StoredProfile): void {
  store()?.setItem(storageKeys.profile, JSON.stringify(profile));
}

/** Removes the session's own keys (a failed refresh). */
export function clearStoredSession(): void {
  const s = store();
  for (const key of Object.values(storageKeys)) s?.removeItem(key);
}

/** Logout: the spec clears the browser storage as a whole. */
export function clearAllStorage(): void {
  store()?.clear();
  try {
    sessionStorage.clear();
  } catch {
    /* unavailable */
  }
}

/** Valid: the token exists and its expiry is in the future (the spec's check, for both tokens). */
export const accessTokenValid = (s: StoredSession, now = Date.now()): boolean =>
  Boolean(s.token) && s.tokenExpire > now;
export const refreshTokenValid = (s: StoredSession, now = Date.now()): boolean =>
  Boolean(s.refreshToken) && s.refreshTokenExpire > now;

export const isSessionKey = (key: string | null): boolean =>
  key === null || (Object.values(storageKeys) as string[]).includes(key);
