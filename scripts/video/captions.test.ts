import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lines } from './journey.ts';
import { Narration, readingMs, toWebVtt, vttTime } from './captions.ts';

/** A narration on a clock that only moves when it sleeps or the test moves it. */
function fakeNarration() {
  let now = 0;
  const narration = new Narration(
    () => now,
    async (ms) => {
      now += ms;
    },
  );
  return { narration, advance: (ms: number) => (now += ms) };
}

describe('the presentation video’s captions', () => {
  it('time each line from when the walk says it to when it says the next', async () => {
    const { narration, advance } = fakeNarration();
    await narration.say({ en: 'First', es: 'Primero' });
    advance(4000);
    await narration.say({ en: 'Second', es: 'Segundo' });
    advance(9000);
    await narration.end();
    expect(narration.cues.map((c) => [c.startMs, c.endMs])).toEqual([
      [0, 4000],
      [4000, 13_000],
    ]);
  });

  it('keep a line up until it can be read in its longer language, however fast the walk goes', async () => {
    const { narration } = fakeNarration();
    const long = { en: 'Short in English.', es: 'Bastante más largo en español, para leer con calma.' };
    await narration.say(long);
    await narration.say(lines.closing);
    await narration.end();
    expect(readingMs(long)).toBe(Math.round(1000 + (long.es.length / 15) * 1000));
    expect(narration.cues[0]!.endMs).toBe(readingMs(long));
    expect(narration.cues[1]!.endMs - narration.cues[1]!.startMs).toBe(readingMs(lines.closing));
    expect(readingMs({ en: 'Hi', es: 'Hola' })).toBe(2500);
  });

  it('write WebVTT in each language', () => {
    const cues = [
      { startMs: 40, endMs: 4500, line: lines.welcome },
      { startMs: 4500, endMs: 4500, line: { en: 'never shown', es: 'nunca' } },
      { startMs: 4500, endMs: 65_070, line: { en: 'A --> B', es: 'A --> B' } },
    ];
    expect(toWebVtt(cues, 'es', 'Made by the project.')).toBe(
      'WEBVTT\n\nNOTE\nMade by the project.\n\n' +
        `1\n00:00:00.040 --> 00:00:04.500\n${lines.welcome.es}\n\n` +
        '2\n00:00:04.500 --> 00:01:05.070\nA → B\n',
    );
    expect(vttTime(3_723_004)).toBe('01:02:03.004');
  });

  it('are the lines the shipped captions hold', () => {
    for (const language of ['en', 'es'] as const) {
      const vtt = readFileSync(
        new URL(`../../apps/web/public/media/presentation-en.${language}.vtt`, import.meta.url),
        'utf8',
      );
      const said = vtt
        .split('\n\n')
        .slice(2)
        .map((block) => block.split('\n').slice(2).join('\n').trim());
      expect(said).toEqual(Object.values(lines).map((line) => line[language]));
    }
  });
});
