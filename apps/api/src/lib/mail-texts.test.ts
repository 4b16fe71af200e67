import { describe, expect, it } from 'vitest';
import { fill, mailIn, mailTexts, placeholdersOf, recipientLanguage } from './mail-texts.ts';

describe("a mail's language", () => {
  const account = (preferredLanguage: string | null, countryCode: string | null) => ({
    preferredLanguage,
    countryCode,
  });

  it("is the profile's preferred language when it is one of the seven", () => {
    expect(recipientLanguage(account('es', 'DE'))).toBe('es');
    expect(recipientLanguage(account('zh', null), 'fr')).toBe('zh');
    expect(recipientLanguage(account('en', 'MX'))).toBe('en');
  });

  it("else its country's portal's language, else English", () => {
    expect(recipientLanguage(account(null, 'DE'))).toBe('de');
    expect(recipientLanguage(account('ja', 'BR'))).toBe('pt');
    expect(recipientLanguage(account('ja', 'JP'))).toBe('en');
    expect(recipientLanguage(account(null, 'PT'))).toBe('en');
    expect(recipientLanguage(account(null, null), 'fr')).toBe('en');
  });

  it("is the causing request's for an address with no account", () => {
    expect(recipientLanguage(null, 'it')).toBe('it');
    expect(recipientLanguage(undefined)).toBe('en');
  });
});

describe('texts and formats', () => {
  const texts = mailTexts({
    en: { due: 'Pay {price} by {day}, {name}.', plain: 'Thanks.' },
    es: { due: '{name}, pague {price} antes del {day}.', plain: 'Gracias.' },
    pt: { due: 'Pague {price} até {day}, {name}.', plain: 'Obrigado.' },
    it: { due: 'Paghi {price} entro il {day}, {name}.', plain: 'Grazie.' },
    de: { due: 'Bitte zahlen Sie {price} bis {day}, {name}.', plain: 'Danke.' },
    fr: { due: 'Réglez {price} avant le {day}, {name}.', plain: 'Merci.' },
    zh: { due: '{name}，请于 {day} 前支付 {price}。', plain: '谢谢。' },
  });
  const day = new Date('2026-12-01T14:30:00Z');

  it('fills placeholders, and a missing value is an error rather than a mail with a hole', () => {
    expect(fill('{a} and {b} and {a}', { a: '1', b: '2' })).toBe('1 and 2 and 1');
    expect(() => fill('{a} and {b}', { a: '1' })).toThrow(/\{b\}/);
    expect(placeholdersOf('{b} {a} {b}')).toEqual(['a', 'b']);
  });

  it('writes dates (UTC), money and numbers the way each language does', () => {
    const say = (language: 'en' | 'es' | 'de' | 'zh') => {
      const m = mailIn(language, texts);
      return m.say('due', { price: m.money(1850, 'USD'), day: m.date(day), name: 'Ana' });
    };
    expect(say('en')).toBe('Pay USD\u00a01,850.00 by December 1, 2026, Ana.');
    expect(say('es')).toBe('Ana, pague 1850,00\u00a0USD antes del 1 de diciembre de 2026.');
    expect(say('de')).toBe('Bitte zahlen Sie 1.850,00\u00a0USD bis 1. Dezember 2026, Ana.');
    expect(say('zh')).toBe('Ana，请于 2026年12月1日 前支付 USD\u00a01,850.00。');
    expect(mailIn('de', texts).dateTime(day)).toBe('1. Dezember 2026 um 14:30');
    expect(mailIn('fr', texts).number(1234.5)).toBe('1\u202f234,5');
    expect(mailIn('en', texts).moment(day)).toBe('Tuesday, December 1, 2026 at 2:30:00 PM UTC');
  });

  it("greets by name or without one, and links to the page in the mail's language", () => {
    expect(mailIn('en', texts).greeting('Ana')).toBe('Hello Ana,');
    expect(mailIn('en', texts).greeting(null)).toBe('Hello,');
    expect(mailIn('es', texts).greeting(' Ana ')).toBe('Hola, Ana:');
    expect(mailIn('zh', texts).greeting('')).toBe('您好：');
    expect(mailIn('en', texts).link('https://wbn.example', '/my-business')).toBe(
      'https://wbn.example/my-business',
    );
    expect(mailIn('it', texts).link('https://wbn.example', '/my-business')).toBe(
      'https://wbn.example/it/my-business',
    );
  });
});
