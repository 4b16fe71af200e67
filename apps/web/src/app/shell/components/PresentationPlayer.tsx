import { useEffect, useRef } from 'react';
import type { PresentationVideo, PresentationVideoLanguage } from '@wbn/contracts';

/**
 * The presentation video's player, put on the page when the visitor presses Play: the browser's
 * own controls (keyboard operable, a captions menu), the captions of each language with the
 * portal's on from the start, focus moved to it so the keyboard stays with the video. It starts
 * because the visitor asked; it never starts by itself.
 */
export default function PresentationPlayer({
  video,
  defaultCaptions,
  title,
  captionLabels,
}: {
  video: PresentationVideo;
  defaultCaptions: PresentationVideoLanguage | null;
  title: string;
  captionLabels: Record<PresentationVideoLanguage, string>;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus();
    // A browser that refuses (no user gesture left after the chunk arrived) leaves the controls.
    element.play().catch(() => {});
  }, []);
  // Captions on another site come only with CORS, which the video then needs too (README).
  const crossSite = video.captions.some((c) => /^https?:/.test(c.src));
  return (
    <video
      ref={ref}
      className="presentation__video"
      src={video.src}
      poster={video.poster ?? undefined}
      controls
      preload="none"
      playsInline
      aria-label={title}
      {...(crossSite ? { crossOrigin: 'anonymous' as const } : {})}
    >
      {video.captions.map((c) => (
        <track
          key={c.language}
          kind="captions"
          src={c.src}
          srcLang={c.language}
          label={captionLabels[c.language]}
          default={c.language === defaultCaptions}
        />
      ))}
    </video>
  );
}
