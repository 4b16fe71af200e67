import { describe, expect, it } from 'vitest';
import { portals, uiLanguages, type Portal } from '@wbn/contracts';
import { countryName, portalMeta } from './portal-meta.ts';

// The portal's title, description and keywords in each of the seven languages (decision 0030): a
// language whose words are missing, or left in English, fails here.

const portal = (id: string): Portal => portals.find((p) => p.id === id)!;
const countries = portals.filter((p) => p.countryCode);

describe('portal meta', () => {
  it('keeps the English wording of the portal table, adjectives of nationality and all', () => {
    expect(portalMeta(portal('mexico'), 'en')).toEqual({
      title: 'B2B Mexico | Mexican manufacturers, suppliers, exporters and importers',
      description:
        'Free B2B network for import and export business in Mexico: find Mexican manufacturers, ' +
        'distributors, wholesalers, exporters and importers, show your company and products, and ' +
        'receive buyer inquiries.',
      keywords:
        'Mexican manufacturers, Mexican suppliers, Mexican exporters, Mexican importers, Mexican ' +
        'distributors, B2B Mexico, business directory Mexico, industrial B2B network',
    });
    expect(portalMeta(portal('global'), 'en')).toEqual({
      title: 'B2B Global | International manufacturers, suppliers, exporters and importers',
      description:
        'Free B2B network for import and export business in the world: find International ' +
        'manufacturers, distributors, wholesalers, exporters and importers, show your company and ' +
        'products, and receive buyer inquiries.',
      keywords:
        'International manufacturers, International suppliers, International exporters, International ' +
        'importers, International distributors, global B2B marketplace, worldwide business directory, ' +
        'industrial B2B network',
    });
  });

  it.each(uiLanguages)('has a title, a description and eight keywords in %s for every portal', (language) => {
    for (const p of portals) {
      const meta = portalMeta(p, language);
      for (const [field, text] of Object.entries(meta)) {
        expect(text.trim(), `${p.id} ${language} ${field}`).not.toBe('');
        expect(text, `${p.id} ${language} ${field}`).not.toMatch(/undefined|null|\$\{|\s{2}/);
      }
      expect(meta.keywords.split(', '), `${p.id} ${language}`).toHaveLength(8);
    }
  });

  it.each(uiLanguages.filter((l) => l !== 'en'))(
    'names the country in %s in every text, with no English adjective of nationality',
    (language) => {
      for (const p of countries) {
        const name = countryName(language, p.countryCode!);
        const meta = portalMeta(p, language);
        const english = portalMeta(p, 'en');
        for (const field of ['title', 'description', 'keywords'] as const) {
          expect(meta[field], `${p.id} ${language} ${field}`).toContain(name);
          // The French name of Argentina is "Argentine", the Italian of Germany "Germania".
          expect(meta[field].replaceAll(name, ''), `${p.id} ${language} ${field}`).not.toContain(
            p.nationality,
          );
          expect(meta[field], `${p.id} ${language} ${field}`).not.toBe(english[field]);
        }
      }
      const global = portalMeta(portal('global'), language);
      const english = portalMeta(portal('global'), 'en');
      for (const field of ['title', 'description', 'keywords'] as const) {
        expect(global[field], `global ${language} ${field}`).not.toBe(english[field]);
        expect(global[field], `global ${language} ${field}`).not.toContain('International');
      }
    },
  );

  it("takes the country's name in each language from the runtime, not from a list of ours", () => {
    expect(countryName('es', 'MX')).toBe('México');
    expect(countryName('de', 'MX')).toBe('Mexiko');
    expect(countryName('fr', 'GB')).toBe('Royaume-Uni');
    expect(countryName('zh', 'IT')).toBe('意大利');
    expect(portalMeta(portal('mexico'), 'es').title).toBe(
      'B2B México | Fabricantes, proveedores, exportadores e importadores',
    );
    expect(portalMeta(portal('china'), 'zh').title).toBe('中国 B2B | 中国制造商、供应商、出口商和进口商');
    expect(portalMeta(portal('germany'), 'de').keywords).toContain('Hersteller Deutschland');
  });
});
