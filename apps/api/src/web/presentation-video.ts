import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  presentationManifestPath,
  presentationManifestSchema,
  presentationVideoLanguages,
  type PresentationManifest,
  type PresentationRecording,
  type PresentationVideo,
  type PresentationVideoLanguage,
  type PresentationVideos,
} from '@wbn/contracts';
import type { AppConfig } from '../config.ts';

/** Where the web build keeps the recordings; their URLs start with this. */
export const mediaUrlPrefix = '/media/';

/**
 * The presentation video's versions for the page's runtime configuration (decision 0021): each
 * version is the address the operator set, or else the recording shipped in the web build's
 * `media/` folder for that UI language, or else the other language's recording (the English UI
 * with captions in both languages, until a Spanish UI is recorded). Shipped files' URLs carry the
 * recording's version, so the server can let browsers keep them for good.
 */
export function presentationVideos(
  config: AppConfig,
  warn: (message: string) => void = () => {},
): PresentationVideos {
  const manifest = readManifest(config.webDistDir, warn);
  const entries = presentationVideoLanguages.map(
    (language): [PresentationVideoLanguage, PresentationVideo | null] => {
      const configured = config.presentationVideo[language];
      if (configured.url)
        return [language, configuredVideo(language, configured.url, configured.captionsUrl)];
      const other = presentationVideoLanguages.find((l) => l !== language)!;
      const recording = manifest?.recordings[language] ?? manifest?.recordings[other];
      return [language, recording ? shippedVideo(recording) : null];
    },
  );
  return Object.fromEntries(entries) as PresentationVideos;
}

/** The manifest of a web build, or null when it has none (a build before any recording, the API tests). */
function readManifest(webDistDir: string, warn: (message: string) => void): PresentationManifest | null {
  const file = join(webDistDir, presentationManifestPath);
  if (!existsSync(file)) return null;
  try {
    return presentationManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (err) {
    // A manifest that cannot be read costs the banner its video, never the page.
    warn(`${file} is not a presentation manifest (${err instanceof Error ? err.message : String(err)})`);
    return null;
  }
}

function shippedVideo(recording: PresentationRecording): PresentationVideo {
  const url = (file: string) => `${mediaUrlPrefix}${file}?v=${recording.version}`;
  return {
    src: url(recording.video),
    poster: url(recording.poster),
    captions: presentationVideoLanguages.flatMap((language) => {
      const file = recording.captions[language];
      return file ? [{ language, src: url(file) }] : [];
    }),
    durationSeconds: recording.durationSeconds,
    width: recording.width,
    height: recording.height,
  };
}

function configuredVideo(
  language: PresentationVideoLanguage,
  src: string,
  captionsUrl: string | undefined,
): PresentationVideo {
  return {
    src,
    poster: null,
    captions: captionsUrl ? [{ language, src: captionsUrl }] : [],
    durationSeconds: null,
    // Not known: the player keeps the 16:9 frame of the shipped recording.
    width: 16,
    height: 9,
  };
}
