import { z } from 'zod';
import { presentationVideoLanguages } from './presentation-video.ts';

/**
 * `media/presentation.json`, written by `npm run video` (scripts/video) and read by the server:
 * the recordings of the presentation video shipped with the web app (decision 0021).
 */

const fileName = z.string().regex(/^[\w.-]+$/, 'A file name in the same folder');

/** One recording of the product's UI in one language, with captions in each video language. */
export const presentationRecordingSchema = z.object({
  /** The language of the UI that was recorded. */
  uiLanguage: z.enum(presentationVideoLanguages),
  video: fileName,
  poster: fileName,
  captions: z.partialRecord(z.enum(presentationVideoLanguages), fileName),
  durationSeconds: z.number().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Bytes of the video file. */
  bytes: z.number().int().positive(),
  /** A short hash of the recording's files: their URLs carry it, so they can be cached for good. */
  version: z.string().regex(/^[0-9a-f]{8,64}$/),
});
export type PresentationRecording = z.infer<typeof presentationRecordingSchema>;

/** `media/presentation.json`: the recordings by the language of their UI. */
export const presentationManifestSchema = z.object({
  recordings: z.partialRecord(z.enum(presentationVideoLanguages), presentationRecordingSchema),
});
export type PresentationManifest = z.infer<typeof presentationManifestSchema>;
