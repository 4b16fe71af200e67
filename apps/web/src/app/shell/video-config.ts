import type { Portal } from '@wbn/contracts';

/**
 * The presentation video per language (configuration). The ids below are placeholders until the
 * company's own uploads are known: replace them with the real YouTube video ids.
 */
export const presentationVideoIds: Record<Portal['videoLanguage'], string> = {
  en: 'WBN_PRESENTATION_EN_PLACEHOLDER',
  es: 'WBN_PRESENTATION_ES_PLACEHOLDER',
};

export function presentationVideoUrl(portal: Pick<Portal, 'videoLanguage'>): string {
  const id = presentationVideoIds[portal.videoLanguage] ?? presentationVideoIds.en;
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}
