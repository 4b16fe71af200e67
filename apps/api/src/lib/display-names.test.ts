import { describe, expect, it } from 'vitest';
import { countryName, languageName, nameOrder } from './display-names.ts';

describe('countries and languages in the reader language', () => {
  it('names a country by its code in each language, English from the reference data', () => {
    expect(countryName('MX', 'es', 'Mexico')).toBe('México');
    expect(countryName('DE', 'fr', 'Germany')).toBe('Allemagne');
    expect(countryName('CN', 'zh', 'China')).toBe('中国');
    expect(countryName('US', 'de', 'United States')).toBe('Vereinigte Staaten');
    expect(countryName('XK', 'it', 'Kosovo')).toBe('Kosovo');
    expect(countryName('CZ', 'en', 'Czech Republic')).toBe('Czech Republic');
  });

  it("keeps the reference data's name for a code the runtime does not know", () => {
    expect(countryName('QQ', 'es', 'Somewhere')).toBe('Somewhere');
    expect(countryName('not a code', 'es', 'Nowhere')).toBe('Nowhere');
    expect(languageName('qqq-x', 'de', 'Unknown')).toBe('Unknown');
  });

  it('names a language capitalised, as an item of a list', () => {
    expect(languageName('de', 'es', 'German')).toBe('Alemán');
    expect(languageName('en', 'fr', 'English')).toBe('Anglais');
    expect(languageName('es', 'zh', 'Spanish')).toBe('西班牙语');
    expect(languageName('it', 'en', 'Italian')).toBe('Italian');
  });

  it("orders names as the reader's language does", () => {
    expect(['Österreich', 'Oman', 'Zypern'].sort(nameOrder('de'))).toEqual(['Oman', 'Österreich', 'Zypern']);
  });
});
