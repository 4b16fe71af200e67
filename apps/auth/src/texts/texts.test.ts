import { describe, expect, it } from 'vitest';
import { uiLanguages } from '@wbn/contracts';
import { en } from './en.ts';
import { catalogues, fill, placeholdersOf, translator } from './index.ts';

/** What is wrong with a translation against the English source: missing, extra, empty or misfilled keys. */
function problemsOf(
  texts: Readonly<Record<string, string>>,
  source: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const [key, english] of Object.entries(source)) {
    const text = texts[key];
    if (typeof text !== 'string') problems.push(`${key}: missing`);
    else if (!text.trim()) problems.push(`${key}: empty`);
    else if (placeholdersOf(text).join() !== placeholdersOf(english).join())
      problems.push(`${key}: placeholders {${placeholdersOf(text)}} instead of {${placeholdersOf(english)}}`);
  }
  for (const key of Object.keys(texts)) if (!(key in source)) problems.push(`${key}: not in English`);
  return problems;
}

describe("the sign-on service's texts", () => {
  it.each(uiLanguages.filter((l) => l !== 'en'))(
    '%s has every key, with the same placeholders',
    (language) => {
      expect(problemsOf(catalogues[language], en)).toEqual([]);
    },
  );

  it('the check fails for a removed key, a lost or renamed placeholder and a stray key', () => {
    const { ['login.title']: _removed, ...withoutOne } = catalogues.es;
    expect(problemsOf(withoutOne, en)).toEqual(['login.title: missing']);
    expect(problemsOf({ ...catalogues.de, 'error.tooLong': 'Zu lang.' }, en)).toEqual([
      'error.tooLong: placeholders {} instead of {max}',
    ]);
    expect(problemsOf({ ...catalogues.fr, 'layout.back': '← Retour à {produit} {portal}' }, en)).toHaveLength(
      1,
    );
    expect(problemsOf({ ...catalogues.zh, 'login.extra': '多余' }, en)).toEqual([
      'login.extra: not in English',
    ]);
  });

  it('fills placeholders once, leaving an unknown one as written', () => {
    expect(fill('Hello {firstName},', { firstName: '{minutes}' })).toBe('Hello {minutes},');
    expect(fill('Use at most {max} characters.', {})).toBe('Use at most {max} characters.');
    expect(translator('zh')('error.tooLong', { max: 80 })).toBe('最多可输入 80 个字符。');
  });
});
