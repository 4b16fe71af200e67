import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresentationManifest, PresentationVideos } from '@wbn/contracts';
import { createTestApp, type TestApp } from './test-app.ts';

// The banner's presentation video as the server hands it out (decision 0021): the recording's
// files from the web build's media/ folder with byte ranges and caching, and the page's runtime
// configuration naming each version, shipped or moved elsewhere by the operator.

const video = randomBytes(50_000);
const version = '0123abcd';
const manifest: PresentationManifest = {
  recordings: {
    en: {
      uiLanguage: 'en',
      video: 'presentation-en.webm',
      poster: 'presentation-en.webp',
      captions: { en: 'presentation-en.en.vtt', es: 'presentation-en.es.vtt' },
      durationSeconds: 61.5,
      width: 1280,
      height: 720,
      bytes: video.length,
      version,
    },
  },
};

let distDir: string;
const apps: TestApp[] = [];
let t: TestApp;
beforeAll(async () => {
  // A built web app in miniature with the generator's files (scripts/video).
  distDir = mkdtempSync(join(tmpdir(), 'wbn-presentation-'));
  mkdirSync(join(distDir, 'media'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>WBN</title><!--app-head--></head><body></body></html>',
  );
  writeFileSync(join(distDir, 'media/presentation-en.webm'), video);
  writeFileSync(join(distDir, 'media/presentation-en.webp'), randomBytes(2_000));
  writeFileSync(join(distDir, 'media/presentation-en.en.vtt'), 'WEBVTT\n\n00:00.000 --> 00:05.000\nHello\n');
  writeFileSync(join(distDir, 'media/presentation-en.es.vtt'), 'WEBVTT\n\n00:00.000 --> 00:05.000\nHola\n');
  writeFileSync(join(distDir, 'media/presentation.json'), JSON.stringify(manifest));
  t = await start({});
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  rmSync(distDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<TestApp> {
  const app = await createTestApp({ WEB_DIST_DIR: distDir, ...env });
  apps.push(app);
  return app;
}

const get = (url: string, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({ method: 'GET', url, headers });

/** The presentation versions in the runtime configuration of a page served for `host`. */
async function presentationFor(host: string, app = t): Promise<PresentationVideos> {
  const res = await get('/', { host }, app);
  expect(res.statusCode).toBe(200);
  const json = /<script type="application\/json" id="wbn-config">(.*?)<\/script>/s.exec(res.body)?.[1];
  return (JSON.parse(json!) as { presentation: PresentationVideos }).presentation;
}

const videoUrl = `/media/presentation-en.webm?v=${version}`;

describe('the recording’s files', () => {
  it('send the whole video with Accept-Ranges and a year’s caching for a versioned address', async () => {
    const res = await get(videoUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(video.length);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(video)).toBe(true);
  });

  it('answer a byte range with 206 and its Content-Range', async () => {
    const first = await get(videoUrl, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(Number(first.headers['content-length'])).toBe(100);
    expect(first.rawPayload.equals(video.subarray(0, 100))).toBe(true);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // An open range (the player seeking) and a suffix range (a container's index at the end).
    const open = await get(videoUrl, { range: 'bytes=40000-' });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 40000-${video.length - 1}/${video.length}`);
    expect(open.rawPayload.equals(video.subarray(40_000))).toBe(true);
    const suffix = await get(videoUrl, { range: 'bytes=-500' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(video.subarray(video.length - 500))).toBe(true);
  });

  it('answer a range past the end with 416 and the size', async () => {
    const res = await get(videoUrl, { range: `bytes=${video.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('are never compressed, and keep a range with a browser’s Accept-Encoding', async () => {
    const res = await get(videoUrl, { range: 'bytes=10-19', 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(video.subarray(10, 20))).toBe(true);
  });

  it('keep a day at an address without the version, and send captions as WebVTT', async () => {
    const bare = await get('/media/presentation-en.webm', { range: 'bytes=0-0' });
    expect(bare.statusCode).toBe(206);
    expect(bare.headers['cache-control']).toBe('public, max-age=86400');
    const captions = await get(`/media/presentation-en.es.vtt?v=${version}`);
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.body).toContain('Hola');
  });
});

describe('the page’s runtime configuration', () => {
  it('offers the shipped recording, versioned, with its captions; Spanish reuses the English UI', async () => {
    const english = {
      src: videoUrl,
      poster: `/media/presentation-en.webp?v=${version}`,
      captions: [
        { language: 'en', src: `/media/presentation-en.en.vtt?v=${version}` },
        { language: 'es', src: `/media/presentation-en.es.vtt?v=${version}` },
      ],
      durationSeconds: 61.5,
      width: 1280,
      height: 720,
    };
    for (const host of ['localhost', 'mexico.localhost', 'italy.localhost'])
      expect(await presentationFor(host), host).toEqual({ en: english, es: english });
  });

  it('takes the addresses an operator sets for each version', async () => {
    const app = await start({
      PRESENTATION_VIDEO_URL_ES: 'https://cdn.example.com/wbn/presentacion.webm',
      PRESENTATION_CAPTIONS_URL_ES: '/media/mine.es.vtt',
      PRESENTATION_VIDEO_URL_EN: '/media/other.webm',
    });
    const versions = await presentationFor('mexico.localhost', app);
    expect(versions.es).toEqual({
      src: 'https://cdn.example.com/wbn/presentacion.webm',
      poster: null,
      captions: [{ language: 'es', src: '/media/mine.es.vtt' }],
      durationSeconds: null,
      width: 16,
      height: 9,
    });
    // A moved video without captions of its own gets none: the shipped ones are timed to the recording.
    expect(versions.en).toMatchObject({ src: '/media/other.webm', poster: null, captions: [] });
  });

  it('gives the Spanish version its own recording once the Spanish UI is filmed', async () => {
    const withSpanish = mkdtempSync(join(tmpdir(), 'wbn-presentation-es-'));
    mkdirSync(join(withSpanish, 'media'));
    const es = {
      ...manifest.recordings.en!,
      uiLanguage: 'es' as const,
      video: 'presentation-es.webm',
      poster: 'presentation-es.webp',
      captions: { es: 'presentation-es.es.vtt' },
      durationSeconds: 58,
      version: '4567cdef',
    };
    writeFileSync(
      join(withSpanish, 'media/presentation.json'),
      JSON.stringify({ recordings: { ...manifest.recordings, es } }),
    );
    try {
      const versions = await presentationFor('spain.localhost', await start({ WEB_DIST_DIR: withSpanish }));
      expect(versions.en?.src).toBe(videoUrl);
      expect(versions.es).toEqual({
        src: '/media/presentation-es.webm?v=4567cdef',
        poster: '/media/presentation-es.webp?v=4567cdef',
        captions: [{ language: 'es', src: '/media/presentation-es.es.vtt?v=4567cdef' }],
        durationSeconds: 58,
        width: 1280,
        height: 720,
      });
    } finally {
      rmSync(withSpanish, { recursive: true, force: true });
    }
  });

  it('has no video for a build without recordings', async () => {
    const app = await start({ WEB_DIST_DIR: join(distDir, 'media') });
    expect(await presentationFor('localhost', app)).toEqual({ en: null, es: null });
  });
});
