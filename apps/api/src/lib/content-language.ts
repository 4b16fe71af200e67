import { franc } from 'franc-min';

/** franc's ISO 639-3 codes for the languages it knows, as the ISO 639-1 codes the product stores. */
const iso6391: Readonly<Record<string, string>> = {
  eng: 'en', spa: 'es', por: 'pt', ita: 'it', deu: 'de', fra: 'fr', cmn: 'zh', rus: 'ru', ukr: 'uk',
  pol: 'pl', nld: 'nl', tur: 'tr', arb: 'ar', hin: 'hi', ben: 'bn', jpn: 'ja', kor: 'ko', vie: 'vi',
  tha: 'th', ind: 'id', zlm: 'ms', ron: 'ro', ces: 'cs', hun: 'hu', ell: 'el', swe: 'sv', dan: 'da',
  nob: 'no', fin: 'fi', bul: 'bg', srp: 'sr', hrv: 'hr', slk: 'sk', heb: 'he', pes: 'fa', urd: 'ur',
}; // prettier-ignore

/**
 * The language a text people wrote is in (ISO 639-1, decision 0026), detected with franc (trigram
 * statistics; it declines below about ten letters); `fallback` (the writer's page language) when
 * it cannot tell.
 */
export function detectLanguage(text: string, fallback: string | null = null): string | null {
  return iso6391[franc(text)] ?? fallback;
}

/** ISO 639-1: two lower-case letters (what an author may set a text's language to). */
export const isLanguageCode = (value: string) => /^[a-z]{2}$/.test(value);

/**
 * A write's row with the language of its text set (decision 0026): as its author gave it, else
 * detected from the texts being written; left as it is when there is nothing to tell from.
 */
export function withLanguage<T extends { language?: string | null }>(
  row: T,
  texts: (string | null | undefined)[],
): T {
  if (row.language !== undefined) return row;
  const written = texts.filter((t): t is string => !!t).join('\n');
  const language = written ? detectLanguage(written) : null;
  return language ? { ...row, language } : row;
}
