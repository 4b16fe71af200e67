import { returnPathOf } from '@wbn/contracts';

/**
 * Where /SetID/ sends the browser after a sign-in: `continueUrl` only when it is on this portal
 * (`origin`; the session was stored here), rebuilt as this origin followed by its validated path,
 * never a path on its own, which a browser would read as another host when it starts with `//`.
 * Anything else, and /SetID/ itself, is this portal's root. Decision 0011.
 */
export function continueTarget(continueUrl: string | null, origin: string): string {
  const home = `${origin}/`;
  if (!continueUrl) return home;
  let url: URL;
  try {
    url = new URL(continueUrl, origin);
  } catch {
    return home;
  }
  if (url.origin !== origin || url.username || url.password) return home;
  const path = returnPathOf(url);
  if (!path || path.toLowerCase().startsWith('/setid')) return home;
  return `${origin}${path}`;
}
