import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

type Strings = { [key: string]: string | Strings };

/** `…/locales/es.json` or `…/locales/es/part.json`: a translation beside its English file. */
const translation = /\/locales\/(?:([a-z]{2})\.json|([a-z]{2})\/[^/]+\.json)$/;
const plural = /_(zero|one|two|few|many|other)$/;

/**
 * English under a translation: a key the translation lacks is filled with the English string, so a
 * page loads its own language's file only and still never shows a key (decision 0026). Plural
 * forms are a language's own: an English form is not added beside a translated plural.
 */
export function mergeUnder(english: Strings, translated: Strings): Strings {
  const out: Strings = { ...translated };
  const hasPlural = (base: string) =>
    Object.keys(translated).some((k) => plural.test(k) && k.replace(plural, '') === base);
  for (const [key, value] of Object.entries(english)) {
    const mine = translated[key];
    if (typeof value === 'object') {
      out[key] = mergeUnder(value, typeof mine === 'object' ? mine : {});
    } else if (mine === undefined && !(plural.test(key) && hasPlural(key.replace(plural, '')))) {
      out[key] = value;
    }
  }
  return out;
}

export function localeFallback(): Plugin {
  return {
    name: 'wbn-locale-fallback',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!;
      const match = translation.exec(path);
      const language = match?.[1] ?? match?.[2];
      if (!match || language === 'en') return null;
      const englishPath = match[1]
        ? path.replace(/\/[a-z]{2}\.json$/, '/en.json')
        : path.replace(/\/locales\/[a-z]{2}\//, '/locales/en/');
      if (!existsSync(englishPath)) return null;
      this.addWatchFile(englishPath);
      const english = JSON.parse(readFileSync(englishPath, 'utf8')) as Strings;
      return { code: JSON.stringify(mergeUnder(english, JSON.parse(code) as Strings)), map: null };
    },
  };
}
