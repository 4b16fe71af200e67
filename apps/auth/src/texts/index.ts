import { sourceLanguage, type UiLanguage } from '@wbn/contracts';
import { de } from './de.ts';
import { en, type TextKey, type Texts } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';
import { zh } from './zh.ts';

export type { TextKey, Texts };

/** The sign-on service's texts in each of the product's languages (decision 0028). */
export const catalogues: Readonly<Record<UiLanguage, Texts>> = { en, es, pt, it, de, fr, zh };

export type TextParams = Readonly<Record<string, string | number>>;
/** A language's texts: the text of `key` with its `{placeholders}` filled from `params`. */
export type Translate = (key: TextKey, params?: TextParams) => string;

const placeholder = /\{(\w+)\}/g;

/** The placeholders a text names, sorted (each once). */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(placeholder)].map((m) => m[1]!))].sort();

/** Fills a text's placeholders; one without a value is left as written, so it shows, never breaks. */
export const fill = (text: string, params: TextParams = {}): string =>
  text.replace(placeholder, (whole, name: string) => (name in params ? String(params[name]) : whole));

export function translator(language: UiLanguage): Translate {
  const texts = catalogues[language];
  // English stands in for a text a translation lacks (the key check keeps that from landing).
  return (key, params) => fill(texts[key] ?? en[key], params);
}

export const english: Translate = translator(sourceLanguage);
