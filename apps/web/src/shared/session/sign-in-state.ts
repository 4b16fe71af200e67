import { signInStateStorageKey } from '@wbn/contracts';

/**
 * The tab's sign-in state (decision 0011): a random value kept in sessionStorage, sent to the
 * login with `state`, bound there to the one-time code, and sent back with the code from /SetID/,
 * which is the only way the code is traded. A code minted in another browser (a link someone
 * sends) therefore never signs this one in. sessionStorage keeps it to this tab and this portal.
 */
const store = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
};

/** The tab's state, made the first time a sign-in link asks for it (256 random bits). */
export function signInState(): string {
  const s = store();
  const kept = s?.getItem(signInStateStorageKey);
  if (kept) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const made = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  s?.setItem(signInStateStorageKey, made);
  return made;
}

/** The state of the sign-in ending now, removed so that the next sign-in gets a new one. */
export function takeSignInState(): string | null {
  const s = store();
  const kept = s?.getItem(signInStateStorageKey) ?? null;
  s?.removeItem(signInStateStorageKey);
  return kept;
}
