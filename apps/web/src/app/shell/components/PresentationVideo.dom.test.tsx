// @vitest-environment happy-dom
// The banner's presentation video in a browser-like document (react-dom/client in happy-dom): the
// version and the captions the portal picks, and nothing of the video before Play is pressed.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resolvePortal, type PresentationVideo as Video, type PresentationVideos } from '@wbn/contracts';
import '../../i18n-all.ts';
import { PresentationVideo } from './PresentationVideo.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** The shipped English-UI recording with captions in both languages, as the server describes it. */
const recording: Video = {
  src: '/media/presentation-en.webm?v=abc123abc123',
  poster: '/media/presentation-en.webp?v=abc123abc123',
  captions: [
    { language: 'en', src: '/media/presentation-en.en.vtt?v=abc123abc123' },
    { language: 'es', src: '/media/presentation-en.es.vtt?v=abc123abc123' },
  ],
  durationSeconds: 62.4,
  width: 1280,
  height: 720,
};
const spanishUi: Video = {
  ...recording,
  src: '/media/presentation-es.webm?v=def456def456',
  poster: '/media/presentation-es.webp?v=def456def456',
  durationSeconds: 59,
};

let root: Root;
let container: HTMLElement;
let play: MockInstance<() => Promise<void>>;

async function render(videos: PresentationVideos | undefined, host: string) {
  await act(async () => root.render(<PresentationVideo videos={videos} portal={resolvePortal(host)} />));
}

/** Presses Play and waits for the player's own chunk. */
async function pressPlay(): Promise<HTMLVideoElement> {
  const button = container.querySelector('button')!;
  await act(async () => button.click());
  // The chunk arrives inside act, as React wants a suspended part's resolution to.
  await act(async () => {
    await import('./PresentationPlayer.tsx');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await vi.waitFor(() => expect(container.querySelector('video')).not.toBeNull());
  return container.querySelector('video')!;
}

const tracks = (video: HTMLVideoElement) =>
  [...video.querySelectorAll('track')].map((t) => ({
    kind: t.getAttribute('kind'),
    srclang: t.getAttribute('srclang'),
    label: t.getAttribute('label'),
    src: t.getAttribute('src'),
    default: t.hasAttribute('default'),
  }));

describe('the presentation video', () => {
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.restoreAllMocks();
  });

  it('shows a poster and a Play button with the length, and no player, until Play is pressed', async () => {
    await render({ en: recording, es: recording }, 'localhost');
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('source, track')).toBeNull();
    const button = container.querySelector('button')!;
    expect(button.getAttribute('type')).toBe('button');
    expect(button.textContent).toBe('Watch the presentation, 1:02');
    const poster = container.querySelector('img')!;
    expect(poster.getAttribute('src')).toBe(recording.poster);
    // Decorative inside the button, and fetched only when it comes into view.
    expect(poster.getAttribute('alt')).toBe('');
    expect(poster.getAttribute('loading')).toBe('lazy');
    expect(play).not.toHaveBeenCalled();
  });

  it('on an English portal, plays the English version with the English captions on', async () => {
    await render({ en: recording, es: spanishUi }, 'italy.localhost');
    const video = await pressPlay();
    expect(video.getAttribute('src')).toBe(recording.src);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.getAttribute('aria-label')).toBe('WBN presentation video');
    expect(tracks(video)).toEqual([
      { kind: 'captions', srclang: 'en', label: 'English', src: recording.captions[0]!.src, default: true },
      { kind: 'captions', srclang: 'es', label: 'Español', src: recording.captions[1]!.src, default: false },
    ]);
    // The press started it, and the keyboard is now with the player.
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(video);
  });

  it('on a Spanish-speaking portal, plays the Spanish version with the Spanish captions on', async () => {
    await render({ en: recording, es: spanishUi }, 'mexico.localhost');
    const video = await pressPlay();
    expect(video.getAttribute('src')).toBe(spanishUi.src);
    expect(tracks(video).map((t) => [t.srclang, t.default])).toEqual([
      ['en', false],
      ['es', true],
    ]);
  });

  it('until a Spanish UI is recorded, gives Spanish portals the English recording with Spanish captions', async () => {
    await render({ en: recording, es: recording }, 'spain.localhost');
    const video = await pressPlay();
    expect(video.getAttribute('src')).toBe(recording.src);
    expect(tracks(video).find((t) => t.default)?.srclang).toBe('es');
  });

  it('plays an operator’s video without a poster, with the captions configured for it', async () => {
    const configured: Video = {
      src: 'https://cdn.example.com/wbn/en.webm',
      poster: null,
      captions: [{ language: 'en', src: 'https://cdn.example.com/wbn/en.vtt' }],
      durationSeconds: null,
      width: 16,
      height: 9,
    };
    await render({ en: configured, es: null }, 'mexico.localhost');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('button')!.textContent).toBe('Watch the presentation');
    const video = await pressPlay();
    expect(video.getAttribute('src')).toBe(configured.src);
    expect(video.hasAttribute('poster')).toBe(false);
    // Captions from another site come only with CORS.
    expect(video.getAttribute('crossorigin')).toBe('anonymous');
    expect(tracks(video).map((t) => [t.srclang, t.default])).toEqual([['en', true]]);
  });

  it('shows nothing when the server offers no video', async () => {
    for (const videos of [undefined, { en: null, es: null }]) {
      await render(videos, 'localhost');
      expect(container.innerHTML).toBe('');
    }
  });
});
