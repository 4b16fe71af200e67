/**
 * The part of a sign-in's return address that may be followed: the path, query and fragment of
 * `url` (already parsed, its origin already checked by the caller), or null when a browser or a
 * router could read the path as another host.
 *
 * URL parsing has already turned backslashes into slashes, dropped tabs and newlines and resolved
 * dot segments, so `//evil`, `/\evil`, `/\t/evil` and `/../..//evil` all arrive here as a path
 * that starts with two slashes. A percent-encoded slash or backslash is refused as well, because a
 * router may decode it. The caller puts its own origin in front of what this returns: a redirect
 * target is always rebuilt from a validated path, never followed as given. Decision 0011.
 */
export function returnPathOf(url: URL): string | null {
  const path = url.pathname;
  // Opaque paths (javascript:, data:, mailto:) do not start with a slash.
  if (!path.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/^\/[/\\]/.test(decoded) || /[\u0000-\u001f\u007f]/.test(decoded)) return null;
  return `${path}${url.search}${url.hash}`;
}
