import type { Portal } from './portals.ts';

/**
 * The presentation video of the banner (core spec §1: Spanish for some portals, English
 * otherwise). The project records it from the product itself (`npm run video`, decision 0021);
 * the recordings and their captions ship in the web app's `media/` folder, described by
 * `media/presentation.json` (its schema: presentation-manifest.ts); an operator may point either
 * version at another address. Zod-free: the home page's first load reads it (decision 0015).
 */
export const presentationVideoLanguages = ['en', 'es'] as const;
export type PresentationVideoLanguage = (typeof presentationVideoLanguages)[number];

/** Where the generator writes the recordings' manifest, under the web app's public folder. */
export const presentationManifestPath = 'media/presentation.json';

/** A captions track of a presentation video. */
export interface PresentationCaptions {
  language: PresentationVideoLanguage;
  src: string;
}

/** One version of the presentation video as the page plays it. */
export interface PresentationVideo {
  src: string;
  /** A still of the recording; null for a video the operator configured. */
  poster: string | null;
  captions: PresentationCaptions[];
  /** Null when unknown (a video the operator configured). */
  durationSeconds: number | null;
  width: number;
  height: number;
}

/** The versions the server offers the page (its runtime configuration); null: none. */
export type PresentationVideos = Record<PresentationVideoLanguage, PresentationVideo | null>;

/**
 * The spec's portal rule: a portal whose language is Spanish gets the Spanish version, every other
 * the English one; each falls back on the other when it has none. The captions shown from the
 * start are the version's language when the video has them.
 */
export function pickPresentationVideo(
  videos: PresentationVideos | undefined,
  portal: Pick<Portal, 'videoLanguage'>,
): {
  video: PresentationVideo;
  language: PresentationVideoLanguage;
  defaultCaptions: PresentationVideoLanguage | null;
} | null {
  if (!videos) return null;
  const wanted = portal.videoLanguage;
  const other: PresentationVideoLanguage = wanted === 'es' ? 'en' : 'es';
  const language = videos[wanted] ? wanted : videos[other] ? other : null;
  if (!language) return null;
  const video = videos[language]!;
  const defaultCaptions =
    video.captions.find((c) => c.language === wanted)?.language ?? video.captions[0]?.language ?? null;
  return { video, language, defaultCaptions };
}
