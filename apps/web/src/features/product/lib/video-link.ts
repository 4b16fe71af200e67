/**
 * How a product video link is shown. YouTube links play in an embedded player (the privacy
 * enhanced host, the only frame source the page's Content-Security-Policy allows); links to a
 * video file play in the browser's own player; anything else opens on its own site.
 */
export type VideoDisplay =
  | { kind: 'youtube'; videoId: string; embedUrl: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; href: string };

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const videoId = /^[\w-]{6,20}$/;
const fileExtension = /\.(mp4|m4v|webm|ogv|ogg)$/i;

function youtubeIdOf(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!youtubeHosts.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const m = /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname);
  return m?.[1] ?? null;
}

/** null when the text is not an http(s) address at all. */
export function videoDisplayOf(link: string): VideoDisplay | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const id = youtubeIdOf(url);
  if (id && videoId.test(id)) {
    return {
      kind: 'youtube',
      videoId: id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?rel=0`,
    };
  }
  // Plain http media is blocked on an https page (and by the page's policy): link to it instead.
  if (url.protocol === 'https:' && fileExtension.test(url.pathname)) return { kind: 'file', src: url.href };
  return { kind: 'link', href: url.href };
}
