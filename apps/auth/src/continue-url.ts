import { defaultPortal, portalOrigin, portalOrigins, returnPathOf, type UiLanguage } from '@wbn/contracts';

export interface Destination {
  /** The portal origin that receives the handoff, e.g. http://mexico.localhost:3000 */
  origin: string;
  /**
   * Where the person goes after /SetID/: the portal origin followed by the validated path of
   * `continue`, or the portal root.
   */
  url: string;
}

/**
 * `continue` is honoured only on the configured portals' origins (no open redirect); anything
 * else, including a missing or malformed value, falls back to the global portal's root. The
 * address handed on is rebuilt from the origin and a validated path, so a path that a browser
 * would read as another host (`//evil`, `/\evil`, `/../..//evil`) becomes the portal's root.
 */
export function resolveContinue(raw: unknown, publicUrl: string): Destination {
  const fallbackOrigin = portalOrigin(defaultPortal, publicUrl);
  const fallback = { origin: fallbackOrigin, url: `${fallbackOrigin}/` };
  if (typeof raw !== 'string' || !raw || raw.length > 2048) return fallback;
  let url: URL;
  try {
    // A path on its own ("/newsfeed") is read against the global portal; "//host" is not a path.
    url = raw.startsWith('/') && !raw.startsWith('//') ? new URL(raw, fallbackOrigin) : new URL(raw);
  } catch {
    return fallback;
  }
  if (url.username || url.password) return fallback;
  if (!portalOrigins(publicUrl).includes(url.origin)) return fallback;
  return { origin: url.origin, url: `${url.origin}${returnPathOf(url) ?? '/'}` };
}

/** The portal's /SetID/ address carrying the one-time code (the sign-in state stays in the tab). */
export function handoffUrl(destination: Destination, code: string): string {
  const url = new URL('/SetID/', destination.origin);
  url.searchParams.set('token', code);
  url.searchParams.set('continue', destination.url);
  return url.toString();
}

/**
 * The portal's /SetID/ asked to start a sign-in: a login or registration page opened without a
 * sign-in state (from the reset e-mail, a bookmark, a typed address) sends the browser there, and
 * the web app comes back to `page` with the state of the tab the sign-in will end in, and with
 * `lang` when the page was asked for in a language.
 */
export function signInStartUrl(
  destination: Destination,
  page: 'login' | 'register',
  language?: UiLanguage,
): string {
  const url = new URL('/SetID/', destination.origin);
  url.searchParams.set('start', page);
  url.searchParams.set('continue', destination.url);
  if (language) url.searchParams.set('lang', language);
  return url.toString();
}
