import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagePlaceholders, uiLanguages, sourceLanguage } from '@wbn/contracts';
import { extractMessages, formatMessageList, messageListPath } from './extract-messages.ts';

// The message catalogue (decision 0027): the checked-in list is every English message the sources
// make, and every language translates each of them with the same placeholders, and nothing else.

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const list = readJson(messageListPath) as string[];
const translations = uiLanguages.filter((l) => l !== sourceLanguage);
const catalogueOf = (language: string) =>
  readJson(join(messageListPath, '..', `${language}.json`)) as Record<string, string>;

describe('the message catalogue', () => {
  it('lists every message the contracts and the API make (npm run messages rewrites the list)', () => {
    expect(formatMessageList(extractMessages())).toBe(readFileSync(messageListPath, 'utf8'));
  }, 120_000);

  it.each(translations)(
    '%s translates every message, with its placeholders, and nothing else',
    (language) => {
      const catalogue = catalogueOf(language);
      const missing = list.filter((english) => !Object.hasOwn(catalogue, english));
      const extra = Object.keys(catalogue).filter((english) => !list.includes(english));
      const empty = list.filter((english) => catalogue[english]?.trim() === '');
      const placeholders = list.filter(
        (english) =>
          Object.hasOwn(catalogue, english) &&
          messagePlaceholders(catalogue[english]!).join() !== messagePlaceholders(english).join(),
      );
      expect({ missing, extra, empty, placeholders }).toEqual({
        missing: [],
        extra: [],
        empty: [],
        placeholders: [],
      });
    },
  );
});
