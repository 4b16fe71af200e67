import { describe, expect, it } from 'vitest';
import { portals, resolvePortal } from './portals.ts';
import { pickPresentationVideo, type PresentationVideo } from './presentation-video.ts';

const recording = (captions: ('en' | 'es')[]): PresentationVideo => ({
  src: '/media/presentation-en.webm?v=1',
  poster: '/media/presentation-en.webp?v=1',
  captions: captions.map((language) => ({ language, src: `/media/presentation-en.${language}.vtt?v=1` })),
  durationSeconds: 60,
  width: 1280,
  height: 720,
});

describe('pickPresentationVideo', () => {
  const english = recording(['en', 'es']);
  const spanish = { ...recording(['es', 'en']), src: '/media/presentation-es.webm?v=2' };

  it('gives Spanish-speaking portals the Spanish version and every other the English one', () => {
    for (const portal of portals) {
      const picked = pickPresentationVideo({ en: english, es: spanish }, portal);
      const spanishPortal = portal.language === 'es';
      expect(picked?.video, portal.id).toBe(spanishPortal ? spanish : english);
      expect(picked?.defaultCaptions, portal.id).toBe(spanishPortal ? 'es' : 'en');
    }
  });

  it('shows the Spanish captions first when the Spanish version is the English recording', () => {
    const picked = pickPresentationVideo({ en: english, es: english }, resolvePortal('mexico.localhost'));
    expect(picked).toEqual({ video: english, language: 'es', defaultCaptions: 'es' });
    expect(pickPresentationVideo({ en: english, es: english }, resolvePortal('italy.localhost'))).toEqual({
      video: english,
      language: 'en',
      defaultCaptions: 'en',
    });
  });

  it('falls back on the other version, and on whatever captions a video has', () => {
    const onlyEnglishCaptions = recording(['en']);
    expect(pickPresentationVideo({ en: onlyEnglishCaptions, es: null }, resolvePortal('peru.x'))).toEqual({
      video: onlyEnglishCaptions,
      language: 'en',
      defaultCaptions: 'en',
    });
    const none = recording([]);
    expect(pickPresentationVideo({ en: null, es: none }, resolvePortal('usa.x'))?.defaultCaptions).toBeNull();
    expect(pickPresentationVideo({ en: null, es: null }, resolvePortal('usa.x'))).toBeNull();
    expect(pickPresentationVideo(undefined, resolvePortal('usa.x'))).toBeNull();
  });
});
