import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from '@wbn/contracts';
import { answerLanguage, requestLanguage } from './request-language.ts';

describe("a request's language", () => {
  it('reads Accept-Language by quality, primary subtags only, refusing q=0', () => {
    expect(acceptedLanguages('es-MX,es;q=0.9,en;q=0.5')).toEqual(['es', 'es', 'en']);
    expect(acceptedLanguages('en;q=0.2, zh-CN')).toEqual(['zh', 'en']);
    expect(acceptedLanguages('fr;q=0, de')).toEqual(['de']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('takes the first of the seven asked for, then the cookie, then the portal', () => {
    const ask = (headers: Record<string, string>) => requestLanguage({ headers });
    expect(ask({ 'accept-language': 'ja, pt-BR;q=0.8', host: 'italy.wbn.example' })).toBe('pt');
    expect(ask({ 'accept-language': 'ja', cookie: 'wbn_lang=de', host: 'italy.wbn.example' })).toBe('de');
    expect(ask({ cookie: 'wbn_lang=xx', host: 'italy.wbn.example' })).toBe('it');
    expect(ask({ host: 'mexico.localhost:3000' })).toBe('es');
    expect(ask({})).toBe('en');
  });
});

describe("an answer's language", () => {
  it('adds Accept-Language and Cookie to what the answer varies by, once', () => {
    const headers: Record<string, string> = {};
    const reply = {
      getHeader: (name: string) => headers[name],
      header(name: string, value: string) {
        headers[name] = value;
        return reply;
      },
    };
    headers.vary = 'accept-encoding';
    expect(answerLanguage({ headers: { 'accept-language': 'zh-CN' } }, reply)).toBe('zh');
    expect(headers.vary).toBe('accept-encoding, Accept-Language, Cookie');
    answerLanguage({ headers: {} }, reply);
    expect(headers.vary).toBe('accept-encoding, Accept-Language, Cookie');
  });
});
