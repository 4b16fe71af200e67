import { useSyncExternalStore } from 'react';
import { runtimeConfig } from '../config/runtime-config.ts';

/**
 * The session as the rest of the web app sees it. The identity work implements the store behind
 * this interface (browser storage, refresh timer, cross-tab sync); components only read it.
 */
export interface SessionProfile {
  userID: string;
  firstName: string;
  lastName: string;
  email?: string;
  profilePhoto?: { url: string } | null;
}

export interface SessionState {
  status: 'anonymous' | 'authenticated';
  userID: string | null;
  profile: SessionProfile | null;
}

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

/** The auth service's login page, coming back to `continueUrl` (default: where the user is). */
export function loginHref(continueUrl: string = location.href): string {
  return `${runtimeConfig().authUrl}/login?continue=${encodeURIComponent(continueUrl)}`;
}

export function registerHref(continueUrl: string = location.href): string {
  return `${runtimeConfig().authUrl}/register?continue=${encodeURIComponent(continueUrl)}`;
}

/** Clears the session everywhere and returns to the home page. Replaced by the identity work. */
export async function logout(): Promise<void> {
  sessionStore.set(anonymous);
  location.assign('/');
}
