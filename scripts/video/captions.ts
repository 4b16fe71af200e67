/**
 * The presentation video's captions: each line of the script's narration becomes a cue timed by
 * the recording itself (the moment the journey reached it, to the moment it reached the next),
 * written as WebVTT in each language (decision 0021).
 */
import type { PresentationVideoLanguage } from '@wbn/contracts';

export type Line = Record<PresentationVideoLanguage, string>;

export interface Cue {
  /** From the video's first frame, in milliseconds. */
  startMs: number;
  endMs: number;
  line: Line;
}

/** Characters a viewer reads per second (subtitling guides give 15 to 17 for adults). */
const charactersPerSecond = 15;

/** How long a line must stay on screen to be read in its longest language. */
export function readingMs(line: Line): number {
  const longest = Math.max(...Object.values(line).map((text) => text.length));
  return Math.max(2500, Math.round(1000 + (longest / charactersPerSecond) * 1000));
}

/**
 * Keeps the cues as the journey says its lines: a line is shown from when it is said until the
 * next one is, and the next waits until the current one has been on screen long enough to read.
 */
export class Narration {
  readonly cues: Cue[] = [];

  constructor(
    private readonly now: () => number,
    private readonly sleep: (ms: number) => Promise<void>,
  ) {}

  /** Ends the current line (once it has been read) and shows `line` from now on. */
  async say(line: Line): Promise<void> {
    await this.finishReading();
    const at = this.now();
    const current = this.cues.at(-1);
    if (current) current.endMs = at;
    this.cues.push({ startMs: at, endMs: at, line });
  }

  /** Waits until the current line has been on screen long enough, then ends it. */
  async end(): Promise<void> {
    await this.finishReading();
    const current = this.cues.at(-1);
    if (current) current.endMs = this.now();
  }

  private async finishReading(): Promise<void> {
    const current = this.cues.at(-1);
    if (!current) return;
    const left = current.startMs + readingMs(current.line) - this.now();
    if (left > 0) await this.sleep(left);
  }
}

/** `HH:MM:SS.mmm`, as WebVTT writes a time. */
export function vttTime(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor(whole / 60_000) % 60;
  const seconds = Math.floor(whole / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(whole % 1000, 3)}`;
}

/** The cues in one language as a WebVTT file; a cue's text never holds the `-->` that ends a timing. */
export function toWebVtt(cues: readonly Cue[], language: PresentationVideoLanguage, note: string): string {
  const blocks = cues
    .filter((cue) => cue.endMs > cue.startMs)
    .map((cue, i) => {
      const text = cue.line[language]
        .replace(/-->/g, '→')
        .replace(/\n{2,}/g, '\n')
        .trim();
      return `${i + 1}\n${vttTime(cue.startMs)} --> ${vttTime(cue.endMs)}\n${text}`;
    });
  return ['WEBVTT', `NOTE\n${note.replace(/-->/g, '→')}`, ...blocks].join('\n\n') + '\n';
}
