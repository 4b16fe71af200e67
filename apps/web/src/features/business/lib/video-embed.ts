/**
 * How to show a business's video link: YouTube and Vimeo through their privacy-friendly embed
 * players, a direct video file in a <video> element, anything else as a plain link.
 */
export type VideoEmbed =
  { kind: 'iframe'; src: string } | { kind: 'file'; src: string } | { kind: 'link'; href: string };

const youTubeId = /^[\w-]{11}$/;

export function videoEmbed(rawUrl: string): VideoEmbed | null {
  const raw = rawUrl.trim();
  if (!raw) return null;
  // A file served by this site (an upload).
  if (raw.startsWith('/') && !raw.startsWith('//'))
    return /\.(mp4|webm|ogv|ogg|mov)$/i.test(raw.split('?')[0]!)
      ? { kind: 'file', src: raw }
      : { kind: 'link', href: raw };
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');

  let youTube: string | null = null;
  if (host === 'youtu.be') youTube = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    youTube =
      first === 'watch'
        ? url.searchParams.get('v')
        : first === 'embed' || first === 'shorts' || first === 'live'
          ? (second ?? null)
          : null;
  }
  if (youTube && youTubeId.test(youTube))
    return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${youTube}` };

  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname.split('/').find((part) => /^\d+$/.test(part));
    if (id) return { kind: 'iframe', src: `https://player.vimeo.com/video/${id}` };
  }

  if (/\.(mp4|webm|ogv|ogg|mov)$/i.test(url.pathname)) return { kind: 'file', src: url.href };
  return { kind: 'link', href: url.href };
}
