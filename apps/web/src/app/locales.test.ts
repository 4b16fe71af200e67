import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uiLanguages } from '@wbn/contracts';

// Every English string has its translation in every language, with the same placeholders and the
// plural forms of that language (decision 0026). A key a translation lacks would show English
// (build/locale-fallback.ts); this check keeps that from landing.

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const translations = uiLanguages.filter((l) => l !== 'en');

type Strings = { [key: string]: string | Strings };

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every English locale file (`locales/en.json`, `locales/en/<part>.json`, `locales/<part>/en.json`). */
const englishFiles = walk(src).filter((p) =>
  /\/locales\/(.+\/)?en\.json$|\/locales\/en\/[^/]+\.json$/.test(p),
);

const translationOf = (english: string, language: string) =>
  english.endsWith('/en.json')
    ? english.replace(/\/en\.json$/, `/${language}.json`)
    : english.replace('/locales/en/', `/locales/${language}/`);

const flat = (o: Strings, prefix = '', out: Record<string, string> = {}) => {
  for (const [k, v] of Object.entries(o)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else flat(v, key, out);
  }
  return out;
};

const plural = /_(zero|one|two|few|many|other)$/;
/** `{{name}}` (formats after a comma ignored), `$t(…)` and `<0>` tags: what must survive translation. */
const placeholders = (s: string, except?: string) =>
  [...s.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}|\$t\([^)]*\)|<\/?\d+>/g)]
    .map((m) => m[1] ?? m[0])
    .filter((p) => p !== except)
    .sort()
    .join(' ');

/** The keys a language must have for an English file: each plural in that language's own forms. */
function expectedKeys(english: Record<string, string>, language: string): Map<string, string> {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const wanted = new Map<string, string>();
  for (const [key, value] of Object.entries(english)) {
    const form = plural.exec(key)?.[1];
    if (form && form !== 'zero') {
      const base = key.slice(0, -form.length - 1);
      // Compared with the English `other`, the form that carries every placeholder.
      for (const f of forms) wanted.set(`${base}_${f}`, english[`${base}_other`] ?? value);
    } else wanted.set(key, value);
  }
  return wanted;
}

describe('the translations', () => {
  it('cover every English locale file', () => {
    expect(englishFiles.length).toBeGreaterThan(25);
  });

  describe.each(translations)('%s', (language) => {
    it('has every key, the same placeholders, its own plural forms and nothing else', () => {
      const problems: string[] = [];
      for (const file of englishFiles) {
        const name = relative(src, translationOf(file, language));
        let translated: Record<string, string>;
        try {
          translated = flat(JSON.parse(readFileSync(translationOf(file, language), 'utf8')) as Strings);
        } catch (err) {
          problems.push(`${name}: ${(err as Error).message}`);
          continue;
        }
        const wanted = expectedKeys(flat(JSON.parse(readFileSync(file, 'utf8')) as Strings), language);
        for (const [key, english] of wanted) {
          const mine = translated[key];
          if (mine === undefined) problems.push(`${name}: missing ${key}`);
          else if (!mine.trim()) problems.push(`${name}: ${key} is empty`);
          else {
            // A plural form may leave out the count ("one message"); every other placeholder stays.
            const except = plural.test(key) ? 'count' : undefined;
            if (placeholders(mine, except) !== placeholders(english, except)) {
              problems.push(
                `${name}: ${key} has {${placeholders(mine)}}, English {${placeholders(english)}}`,
              );
            }
          }
        }
        for (const key of Object.keys(translated)) {
          if (!wanted.has(key)) problems.push(`${name}: ${key} is not in English`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
