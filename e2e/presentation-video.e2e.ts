import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { presentationManifestSchema, type PresentationRecording } from '@wbn/contracts';
import { lines } from '../scripts/video/journey.ts';
import { launchBrowser, seriousA11yViolations, withNewPage } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';

// The banner's presentation video (core spec §1, decision 0021) in Chromium, with the recording
// the project ships (apps/web/public/media, made by `npm run video`): nothing of it loads with the
// page, the keyboard starts it, it plays, and the portal's language picks the captions shown.

let product: RunningProduct;
let browser: Browser;
const recording: PresentationRecording = presentationManifestSchema.parse(
  JSON.parse(readFileSync(new URL('../apps/web/public/media/presentation.json', import.meta.url), 'utf8')),
).recordings.en!;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Every request for one of the video's files, with its Range header and answer. */
function watchMedia(page: Page) {
  const seen: { url: string; range: string | undefined; status: number }[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/media/'))
      seen.push({ url: url.pathname, range: res.request().headers().range, status: res.status() });
  });
  return seen;
}

/** Tabs from the top of the page until the Play button has the focus, as a keyboard user would. */
async function tabToPlay(page: Page): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('presentation__play'))) return;
  }
  throw new Error('the Play button cannot be reached with the Tab key');
}

/** The captions tracks the player has, with how each is shown and its first cue once loaded. */
const tracksOf = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video')!;
    return Array.from({ length: video.textTracks.length }, (_, i) => video.textTracks[i]!).map((t) => ({
      language: t.language,
      kind: t.kind,
      mode: t.mode,
      firstCue: (t.cues?.[0] as VTTCue | undefined)?.text ?? null,
    }));
  });

describe('the presentation video', () => {
  it('costs nothing until asked, starts from the keyboard, plays, and shows English captions', async () => {
    await withNewPage(browser, async (page) => {
      const media = watchMedia(page);
      await page.goto(`${product.baseUrl}/`);
      const play = page.locator('.presentation__play');
      await play.waitFor();
      const minutes = Math.floor(Math.round(recording.durationSeconds) / 60);
      expect(await play.textContent()).toMatch(new RegExp(`^Watch the presentation, ${minutes}:\\d\\d$`));
      await page.waitForLoadState('networkidle');
      // No player and no byte of the video or its captions with the page: the poster only.
      expect(await page.locator('video').count()).toBe(0);
      expect(media.filter((m) => m.url !== `/media/${recording.poster}`)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await tabToPlay(page);
      await page.keyboard.press('Enter');
      const video = page.locator('video');
      await video.waitFor();
      expect(await video.evaluate((v) => v === document.activeElement)).toBe(true);
      expect(await video.getAttribute('autoplay')).toBeNull();
      // It plays (Chromium asks for the file by byte ranges and gets 206).
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(1);
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
      const webm = media.filter((m) => m.url === `/media/${recording.video}`);
      expect(webm.length).toBeGreaterThan(0);
      expect(webm.every((m) => m.range?.startsWith('bytes=') && m.status === 206)).toBe(true);

      await expect
        .poll(() => tracksOf(page))
        .toEqual([
          { language: 'en', kind: 'captions', mode: 'showing', firstCue: lines.welcome.en },
          { language: 'es', kind: 'captions', mode: 'disabled', firstCue: null },
        ]);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The keyboard keeps control of the player: Space pauses it.
      await page.keyboard.press('Space');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    });
  });

  it('shows the Spanish captions first on a Spanish-speaking portal', async () => {
    await withNewPage(browser, async (page) => {
      await page.goto(`${product.portalUrl('mexico')}/`);
      await page.locator('.presentation__play').click();
      await page.locator('video').waitFor();
      await expect
        .poll(() => tracksOf(page))
        .toEqual([
          { language: 'en', kind: 'captions', mode: 'disabled', firstCue: null },
          { language: 'es', kind: 'captions', mode: 'showing', firstCue: lines.welcome.es },
        ]);
    });
  });
});
