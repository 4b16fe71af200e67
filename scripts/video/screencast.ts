/**
 * Films a Chromium page through the DevTools protocol's screencast (the frames Chromium paints,
 * as JPEG, each with the time it was painted) and encodes them afterwards with ffmpeg into a
 * WebM (VP9) of a steady frame rate. Playwright's own video recording needs an ffmpeg build from
 * its download site, which this project cannot reach; the frames are written to disk first so
 * that encoding does not take the CPU from the browser while it is being filmed.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

export interface Frame {
  file: string;
  /** Seconds since the epoch, as Chromium stamps it. */
  at: number;
}

export interface Screencast {
  /** Milliseconds since the first frame: the clock of the captions. */
  elapsedMs(): number;
  /** The newest frame so far (for the poster). */
  latestFrame(): Frame | undefined;
  /** Stops filming; answers the frames and the length of the film in seconds. */
  stop(): Promise<{ frames: Frame[]; durationSeconds: number }>;
}

export async function startScreencast(
  page: Page,
  framesDir: string,
  size: { width: number; height: number },
): Promise<Screencast> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  const writes: Promise<void>[] = [];
  let first: (() => void) | undefined;
  const firstFrame = new Promise<void>((resolve) => (first = resolve));
  cdp.on('Page.screencastFrame', (event) => {
    const file = join(framesDir, `${String(frames.length).padStart(6, '0')}.jpg`);
    frames.push({ file, at: event.metadata.timestamp ?? Date.now() / 1000 });
    writes.push(writeFile(file, Buffer.from(event.data, 'base64')));
    first?.();
    // Chromium sends the next frame only once this one is acknowledged.
    cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 92,
    maxWidth: size.width,
    maxHeight: size.height,
    everyNthFrame: 1,
  });
  // A still page paints nothing new: ask for one frame so that the film starts now.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  await Promise.race([firstFrame, new Promise((r) => setTimeout(r, 5_000))]);
  if (frames.length === 0) throw new Error('Chromium sent no screencast frame');
  const start = frames[0]!.at;

  return {
    elapsedMs: () => Date.now() - start * 1000,
    latestFrame: () => frames.at(-1),
    async stop() {
      const end = Date.now() / 1000;
      await cdp.send('Page.stopScreencast').catch(() => {});
      await Promise.all(writes);
      await cdp.detach().catch(() => {});
      return { frames: [...frames], durationSeconds: end - start };
    },
  };
}

export interface EncodeOptions {
  ffmpeg: string;
  frames: Frame[];
  durationSeconds: number;
  fps: number;
  /** VP9's constant quality: higher is smaller and blurrier (the project uses 40). */
  crf: number;
  out: string;
  workDir: string;
  log: (line: string) => void;
}

/**
 * Each frame is held until the next one was painted (ffmpeg's concat list with durations), then
 * resampled to `fps` and encoded in two passes of VP9 with a keyframe every ten seconds (the player
 * seeks by byte ranges from the one before; a keyframe every two seconds doubled the file). No sound
 * track.
 */
export async function encodeWebm(o: EncodeOptions): Promise<void> {
  const start = o.frames[0]!.at;
  const lines = ['ffconcat version 1.0'];
  o.frames.forEach((frame, i) => {
    const until = i + 1 < o.frames.length ? o.frames[i + 1]!.at - start : o.durationSeconds;
    const duration = Math.max(0.001, until - (frame.at - start));
    lines.push(`file '${frame.file}'`, `duration ${duration.toFixed(6)}`);
  });
  // The concat demuxer takes the last entry's duration only when a file follows it.
  lines.push(`file '${o.frames.at(-1)!.file}'`);
  const list = join(o.workDir, 'frames.ffconcat');
  writeFileSync(list, lines.join('\n') + '\n');

  const input = ['-f', 'concat', '-safe', '0', '-i', list];
  const filters = ['-vf', `fps=${o.fps},format=yuv420p`, '-t', o.durationSeconds.toFixed(3)];
  const vp9 = [
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    String(o.crf),
    '-g',
    String(o.fps * 10),
    '-row-mt',
    '1',
    '-tile-columns',
    '1',
    '-an',
  ];
  const passLog = join(o.workDir, 'vp9-pass');
  o.log('Encoding, first pass…');
  await run(o.ffmpeg, [
    ...input,
    ...filters,
    ...vp9,
    '-pass',
    '1',
    '-passlogfile',
    passLog,
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-f',
    'webm',
    '-y',
    '/dev/null',
  ]);
  o.log('Encoding, second pass…');
  await run(o.ffmpeg, [
    ...input,
    ...filters,
    ...vp9,
    '-pass',
    '2',
    '-passlogfile',
    passLog,
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-y',
    o.out,
  ]);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, ['-hide_banner', '-loglevel', 'error', ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
