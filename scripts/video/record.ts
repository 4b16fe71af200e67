/**
 * `npm run video [-- --lang en|es] [--out DIR] [--crf N] [--fps N]`: records the presentation
 * video of the banner from the product itself (decision 0021).
 *
 * Builds the web app from the current sources, starts the product as `npm start` does on an
 * embedded database of its own filled with the demo directory, and films Chromium walking the
 * journey of ./journey.ts at 1280×720. Writes into apps/web/public/media/ (shipped with the web
 * build): `presentation-<lang>.webm` (VP9, no sound), `presentation-<lang>.webp` (its poster),
 * `presentation-<lang>.en.vtt` and `.es.vtt` (captions timed by the walk itself) and the
 * manifest `presentation.json` that the server reads. `--lang` is the language of the UI that is
 * filmed; the Spanish one is filmed on a Spanish-speaking portal once the web app speaks Spanish.
 *
 * Needs ffmpeg with VP9: the dev dependency @ffmpeg-installer/ffmpeg brings one (FFMPEG_PATH
 * names another), and Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import {
  portalOrigin,
  portals,
  presentationManifestPath,
  presentationManifestSchema,
  presentationVideoLanguages,
  type PresentationManifest,
  type PresentationRecording,
  type PresentationVideoLanguage,
} from '@wbn/contracts';
import { demoPassword } from '@wbn/db/demo';
import { launchBrowser, newPage } from '../test-support/browser.ts';
import { cleanupProducts, makeTempDir, repoRoot, startProduct } from '../test-support/product-process.ts';
import { buildWebApp } from '../test-support/web-build.ts';
import { toWebVtt } from './captions.ts';
import { Director } from './director.ts';
import { presentationJourney, type JourneyCast } from './journey.ts';
import { encodeWebm, startScreencast, type Frame } from './screencast.ts';

const size = { width: 1280, height: 720 };

/** The demo account the README names, and what the journey types. */
const cast: Record<PresentationVideoLanguage, JourneyCast> = {
  en: {
    email: 'michael.smith@example.net',
    password: demoPassword,
    searchWord: 'pump',
    post: 'Our new catalogue is out. Ask us for samples!',
    reply: 'Thank you! We will send the quotation today.',
  },
  es: {
    email: 'michael.smith@example.net',
    password: demoPassword,
    // The demo directory is written in English: a Spanish word would find nothing in it.
    searchWord: 'pump',
    post: 'Ya está nuestro nuevo catálogo. ¡Pídanos muestras!',
    reply: '¡Gracias! Le enviaremos la cotización hoy.',
  },
};

const { values } = parseArgs({
  options: {
    lang: { type: 'string', default: 'en' },
    out: { type: 'string', default: join(repoRoot, 'apps/web/public/media') },
    crf: { type: 'string', default: '40' },
    fps: { type: 'string', default: '24' },
  },
});
const log = (line: string) => console.info(line);

const language = values.lang as PresentationVideoLanguage;
if (!presentationVideoLanguages.includes(language)) {
  console.error(`--lang: one of ${presentationVideoLanguages.join(', ')}`);
  process.exit(1);
}
if (language !== 'en' && !existsSync(join(repoRoot, `apps/web/src/app/shell/locales/${language}.json`))) {
  console.error(
    `The web app has no ${language} UI yet (apps/web/src/app/shell/locales/${language}.json): the ` +
      `${language} portals show the English recording with ${language} captions (decision 0021).`,
  );
  process.exit(1);
}
const outDir = resolve(values.out);
const crf = Number(values.crf);
const fps = Number(values.fps);

const ffmpeg = await findFfmpeg();
const workDir = makeTempDir('wbn-video-');
const framesDir = join(workDir, 'frames');
mkdirSync(framesDir);
let browser: Browser | undefined;
try {
  log('Building the web app…');
  const webDist = join(workDir, 'web-dist');
  buildWebApp(webDist, { quiet: true });

  log('Starting the product with the demo directory…');
  const product = await startProduct(
    { dataDir: makeTempDir('wbn-video-data-'), env: { DEMO_DATA: 'on', WEB_DIST_DIR: webDist } },
    180_000,
  );
  // The Spanish UI is filmed on the first Spanish-speaking portal.
  const portal = portals.find((p) => p.language === language && p.countryCode) ?? portals[0]!;
  const origin = language === 'en' ? product.baseUrl : portalOrigin(portal, product.baseUrl);

  browser = await launchBrowser();
  const { page } = await newPage(browser, size);
  await Director.prepare(page);
  // The home page, loaded and still, is the first frame.
  await page.goto(`${origin}/`);
  await page.locator('[data-testid="company-card"]').first().waitFor({ timeout: 60_000 });
  await page.evaluate(() => document.fonts.ready.then(() => null));
  await new Promise((r) => setTimeout(r, 1500));

  log('Filming the journey…');
  const film = await startScreencast(page, framesDir, size);
  const director = new Director(page, () => film.elapsedMs());
  let posterFrame: Frame | undefined;
  try {
    await presentationJourney(director, cast[language], { origin, authUrl: product.authUrl }, () => {
      posterFrame = film.latestFrame();
    });
  } catch (err) {
    // Where the walk stopped, for whoever changes the journey or the pages it walks.
    const shot = join(repoRoot, '.tmp/video-failure.png');
    mkdirSync(dirname(shot), { recursive: true });
    await page.screenshot({ path: shot }).catch(() => {});
    console.error(`The journey stopped at ${page.url()} (screenshot: ${shot}).`);
    throw err;
  }
  const { frames, durationSeconds } = await film.stop();
  log(`Filmed ${durationSeconds.toFixed(1)} s in ${frames.length} frames.`);
  await browser.close();
  browser = undefined;

  mkdirSync(outDir, { recursive: true });
  const base = `presentation-${language}`;
  const files = {
    video: `${base}.webm`,
    poster: `${base}.webp`,
    captions: Object.fromEntries(presentationVideoLanguages.map((l) => [l, `${base}.${l}.vtt`])) as Record<
      PresentationVideoLanguage,
      string
    >,
  };
  const staged = join(workDir, 'out');
  mkdirSync(staged);
  await encodeWebm({
    ffmpeg,
    frames,
    durationSeconds,
    fps,
    crf,
    out: join(staged, files.video),
    workDir,
    log,
  });
  await sharp(readFileSync((posterFrame ?? frames[0]!).file))
    .resize(640, 360)
    .webp({ quality: 72 })
    .toFile(join(staged, files.poster));
  const note =
    `Captions of the WBN presentation video (${language} UI), timed by the walk that recorded it ` +
    '(npm run video, scripts/video). Written by the project.';
  for (const l of presentationVideoLanguages)
    writeFileSync(join(staged, files.captions[l]), toWebVtt(director.narration.cues, l, note));

  const names = [files.video, files.poster, ...Object.values(files.captions)];
  const hash = createHash('sha256');
  for (const name of names) hash.update(readFileSync(join(staged, name)));
  const bytes = statSync(join(staged, files.video)).size;
  const recording: PresentationRecording = {
    uiLanguage: language,
    ...files,
    durationSeconds: Math.round(durationSeconds * 10) / 10,
    width: size.width,
    height: size.height,
    bytes,
    version: hash.digest('hex').slice(0, 12),
  };
  for (const name of names) renameSync(join(staged, name), join(outDir, name));
  writeManifest(outDir, language, recording);
  log(
    `Wrote ${join(outDir, files.video)}: ${recording.durationSeconds} s, ${(bytes / 1e6).toFixed(2)} MB ` +
      `(${Math.round((bytes * 8) / durationSeconds / 1000)} kbit/s), poster ` +
      `${statSync(join(outDir, files.poster)).size} bytes, captions in ${presentationVideoLanguages.join(' and ')}.`,
  );
} finally {
  await browser?.close();
  await cleanupProducts();
  rmSync(workDir, { recursive: true, force: true });
}

/** Adds or replaces this language's recording in the manifest the server reads. */
function writeManifest(dir: string, lang: PresentationVideoLanguage, recording: PresentationRecording): void {
  const file = join(dir, presentationManifestPath.replace(/^media\//, ''));
  const manifest: PresentationManifest = existsSync(file)
    ? presentationManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    : { recordings: {} };
  manifest.recordings[lang] = recording;
  writeFileSync(file, JSON.stringify(manifest, null, 2) + '\n');
}

/** FFMPEG_PATH, or the binary of the dev dependency @ffmpeg-installer/ffmpeg. */
async function findFfmpeg(): Promise<string> {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  try {
    const installer = (await import('@ffmpeg-installer/ffmpeg')).default;
    return installer.path;
  } catch (err) {
    console.error(
      `No ffmpeg: @ffmpeg-installer/ffmpeg has no binary for ${process.platform}-${process.arch} ` +
        `(${err instanceof Error ? err.message : String(err)}). Set FFMPEG_PATH to an ffmpeg with libvpx-vp9.`,
    );
    process.exit(1);
  }
}
