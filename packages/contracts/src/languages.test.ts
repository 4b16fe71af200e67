import { describe, expect, it } from 'vitest';
import { cookieLanguage, languagePath, resolveLanguage, splitLanguagePath } from './languages.ts';

describe("a page's language", () => {
  it('is the one its address names, then the cookie, then the preferred one, then the portal', () => {
    const portal = 'es';
    expect(resolveLanguage({ path: 'de', cookie: 'it', preferred: 'fr', portal })).toBe('de');
    expect(resolveLanguage({ path: null, cookie: 'it', preferred: 'fr', portal })).toBe('it');
    expect(resolveLanguage({ cookie: null, preferred: 'fr', portal })).toBe('fr');
    expect(resolveLanguage({ portal })).toBe('es');
  });

  it('passes over anything that is not one of the seven, never failing', () => {
    for (const bad of ['xx', 'EN', 'es-MX', '', '<script>', '../en']) {
      expect(resolveLanguage({ path: bad, cookie: bad, preferred: bad, portal: 'zh' })).toBe('zh');
    }
    expect(resolveLanguage({ portal: 'nope' })).toBe('en');
  });

  it('splits the language prefix off a path, and only a known one', () => {
    expect(splitLanguagePath('/es/business/x')).toEqual({ language: 'es', path: '/business/x' });
    expect(splitLanguagePath('/zh')).toEqual({ language: 'zh', path: '/' });
    expect(splitLanguagePath('/zh/')).toEqual({ language: 'zh', path: '/' });
    expect(splitLanguagePath('/xx/business/x')).toEqual({ language: null, path: '/xx/business/x' });
    expect(splitLanguagePath('/espana')).toEqual({ language: null, path: '/espana' });
    expect(languagePath('it', '/search-result?search=valvola')).toBe('/it/search-result?search=valvola');
  });

  it('reads the choice from a Cookie header among others', () => {
    expect(cookieLanguage('a=1; wbn_lang=pt; b=2')).toBe('pt');
    expect(cookieLanguage('a=1')).toBeNull();
    expect(cookieLanguage(undefined)).toBeNull();
  });
});
