import { useSyncExternalStore } from 'react';
import i18next from 'i18next';
import {
  accessTokenHeader,
  isUiLanguage,
  refreshableAuthErrors,
  refreshTokenHeader,
  type ErrorName,
  type Session,
  type UiLanguage,
  type UserProfile,
} from '@wbn/contracts';
import { apiRequest, installAuthHooks } from '../api/client.ts';
import { runtimeConfig } from '../config/runtime-config.ts';
import { signInState } from './sign-in-state.ts';
import {
  accessTokenValid,
  clearAllStorage,
  clearStoredSession,
  isSessionKey,
  readStored,
  refreshTokenValid,
  writeProfile,
  writeSession,
  type StoredProfile,
} from './storage.ts';

/**
 * The session as the rest of the web app sees it (components only read it), and the machinery
 * behind it, as the spec's core section 4 describes:
 * - kept in localStorage (./storage.ts), shared by the portal's tabs and kept in step through
 *   `storage` events;
 * - on load both tokens are checked; an invalid access token with a valid refresh token is
 *   refreshed at once; a timer refreshes 5000 ms before the access token expires;
 * - one refresh at a time: concurrent 401s wait for the same refresh and are retried after it
 *   (the API client's queue), and tabs take turns through a Web Lock so that only one of them
 *   spends the refresh token;
 * - after a refresh the profile is fetched again and stored under `profile`.
 */
export interface SessionProfile {
  userID: string;
  firstName: string;
  lastName: string;
  email?: string;
  profilePhoto?: { url: string } | null;
  /** The profile's preferred language as the API answers it (`{ code, … }`; read by its code). */
  preferredLanguage?: unknown;
}

export interface SessionState {
  status: 'anonymous' | 'authenticated';
  userID: string | null;
  profile: SessionProfile | null;
}

/** The refresh timer fires this long before the access token expires (spec: 5000 ms). */
export const refreshLeadMs = 5000;

const anonymous: SessionState = { status: 'anonymous', userID: null, profile: null };
let state: SessionState = anonymous;
const listeners = new Set<() => void>();

export const sessionStore = {
  get: () => state,
  set(next: SessionState) {
    state = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/**
 * The auth service's login page, coming back to `continueUrl` (default: where the user is), with
 * this tab's sign-in state (./sign-in-state.ts), in `language` (default: the page's).
 */
export function loginHref(continueUrl: string = location.href, language?: UiLanguage): string {
  return authPageHref('login', continueUrl, language);
}

export function registerHref(continueUrl: string = location.href, language?: UiLanguage): string {
  return authPageHref('register', continueUrl, language);
}

function authPageHref(
  page: 'login' | 'register',
  continueUrl: string,
  language: UiLanguage | undefined,
): string {
  // The sign-on pages speak the page's language, and keep it through the whole flow (decision 0028).
  const lang = language ?? (isUiLanguage(i18next.language) ? i18next.language : undefined);
  const query =
    `continue=${encodeURIComponent(continueUrl)}&state=${signInState()}` + (lang ? `&lang=${lang}` : '');
  return `${runtimeConfig().authUrl}/${page}?${query}`;
}

/** The current access token, if it is still valid. */
export function accessToken(): string | null {
  const s = readStored();
  return accessTokenValid(s) ? s.token : null;
}

/** Signs out everywhere: ends the session at the auth service, clears storage, goes to /. */
export async function logout(): Promise<void> {
  const s = readStored();
  clearTimer();
  if (s.token || s.refreshToken) {
    const headers: Record<string, string> = {};
    if (s.token) headers[accessTokenHeader] = s.token;
    if (s.refreshToken) headers[refreshTokenHeader] = s.refreshToken;
    await fetch(`${runtimeConfig().authUrl}/logout`, { method: 'POST', headers, keepalive: true }).catch(
      () => undefined, // signed out locally all the same
    );
  }
  clearAllStorage();
  // The page is left at once; the state is not switched to anonymous first, or a page that needs
  // a session would send the browser to the login before the navigation to / happens.
  location.assign('/');
}

/**
 * Stores a session the auth service has just handed over (the /SetID/ page), then fetches the
 * profile so the page the user lands on already knows who they are.
 */
export async function startSession(session: Session): Promise<void> {
  writeSession(session);
  syncFromStorage();
  await loadProfile();
}

// ---- state from storage -------------------------------------------------------------------

function stateFromStorage(): SessionState {
  const s = readStored();
  if (!accessTokenValid(s) && !refreshTokenValid(s)) return anonymous;
  return {
    status: 'authenticated',
    userID: s.userID ?? s.profile?.userID ?? null,
    profile: s.profile ? toSessionProfile(s.profile) : null,
  };
}

const toSessionProfile = (p: StoredProfile): SessionProfile => ({
  userID: p.userID,
  firstName: p.firstName,
  lastName: p.lastName,
  ...(p.email !== undefined ? { email: p.email } : {}),
  ...(p.profilePhoto !== undefined ? { profilePhoto: p.profilePhoto } : {}),
  ...(p.preferredLanguage !== undefined ? { preferredLanguage: p.preferredLanguage } : {}),
});

function syncFromStorage(): void {
  const next = stateFromStorage();
  const same =
    next.status === state.status &&
    next.userID === state.userID &&
    JSON.stringify(next.profile) === JSON.stringify(state.profile);
  if (!same) sessionStore.set(next);
  scheduleRefresh();
}

/** A failed refresh or a token the API calls invalid: the session is over on this device. */
function endSession(reload: boolean): void {
  clearTimer();
  clearStoredSession();
  if (reload) location.reload();
  else sessionStore.set(anonymous);
}

// ---- the profile --------------------------------------------------------------------------

async function loadProfile(): Promise<void> {
  try {
    const profile = await apiRequest<UserProfile & StoredProfile>('/user/profile');
    writeProfile(profile);
    syncFromStorage();
  } catch {
    // The shell works without it; the next refresh or load tries again.
  }
}

// ---- refresh ------------------------------------------------------------------------------

type RefreshResult = 'ok' | 'failed' | 'offline';
let inFlight: Promise<RefreshResult> | null = null;

/** Refreshes the session once, however many callers ask at the same time. */
export function refreshSession(): Promise<RefreshResult> {
  inFlight ??= withCrossTabLock(refreshNow).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function withCrossTabLock<T>(fn: (startedWith: string | null) => Promise<T>): Promise<T> {
  const startedWith = readStored().refreshToken;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn(startedWith);
  return locks.request('wbn-session-refresh', () => fn(startedWith));
}

async function refreshNow(startedWith: string | null): Promise<RefreshResult> {
  const s = readStored();
  // Another tab refreshed while this one waited for the lock: use its result.
  if (s.refreshToken !== startedWith && accessTokenValid(s) && s.tokenExpire - Date.now() > refreshLeadMs) {
    syncFromStorage();
    return 'ok';
  }
  if (!s.refreshToken || !refreshTokenValid(s)) return 'failed';
  let response: Response;
  try {
    response = await fetch(`${runtimeConfig().authUrl}/refresh-token`, {
      method: 'POST',
      headers: { accept: 'application/json', [refreshTokenHeader]: s.refreshToken },
    });
  } catch {
    return 'offline';
  }
  const body = (await response.json().catch(() => null)) as { success?: boolean; data?: Session } | null;
  if (!response.ok || !body?.success || !body.data) return response.status >= 500 ? 'offline' : 'failed';
  writeSession(body.data);
  syncFromStorage();
  void loadProfile();
  return 'ok';
}

let timer: ReturnType<typeof setTimeout> | undefined;
let timerFor: string | null = null;

function clearTimer(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  timerFor = null;
}

/** Arms the timer that refreshes 5000 ms before the access token expires. */
function scheduleRefresh(): void {
  const s = readStored();
  if (!s.refreshToken || !refreshTokenValid(s)) return clearTimer();
  if (timer && timerFor === s.token) return;
  clearTimer();
  const delay = Math.min(Math.max(s.tokenExpire - refreshLeadMs - Date.now(), 0), 2 ** 31 - 1);
  timerFor = s.token;
  timer = setTimeout(() => {
    timer = undefined;
    timerFor = null;
    void refreshSession().then((result) => {
      if (result === 'failed') endSession(true);
      else if (result === 'offline') timer = setTimeout(scheduleRefresh, 30_000);
    });
  }, delay);
}

// ---- the API client's 401 handling --------------------------------------------------------

async function onUnauthorized(errorName: string): Promise<boolean> {
  if (errorName === 'JsonWebTokenError') {
    endSession(true);
    return false;
  }
  if (!refreshableAuthErrors.includes(errorName as ErrorName)) return false;
  const s = readStored();
  if (!s.refreshToken) {
    // Nothing to refresh with: the request fails (a visitor, or a session already gone).
    if (s.token) endSession(false);
    return false;
  }
  const result = await refreshSession();
  if (result === 'ok') return true;
  if (result === 'failed') endSession(true);
  return false;
}

// ---- start-up -----------------------------------------------------------------------------

function init(): void {
  if (typeof window === 'undefined') return;
  installAuthHooks({ accessToken, onUnauthorized });
  const s = readStored();
  if (!accessTokenValid(s) && !refreshTokenValid(s)) {
    if (s.token || s.refreshToken) clearStoredSession();
  }
  state = stateFromStorage();
  if (state.status === 'authenticated') {
    if (accessTokenValid(s)) {
      scheduleRefresh();
      void loadProfile();
    } else {
      void refreshSession().then((result) => {
        if (result === 'failed') endSession(false);
      });
    }
  }
  // Another tab signed in, refreshed or signed out.
  window.addEventListener('storage', (event) => {
    if (event.storageArea === localStorage && isSessionKey(event.key)) syncFromStorage();
  });
}

init();
