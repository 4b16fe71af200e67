import { describe, expect, it } from 'vitest';
import { countryRows, languageRows } from '../src/reference/countries.ts';
import { stateRows } from '../src/reference/states.ts';
import { jobPositionNames } from '../src/reference/job-positions.ts';
import { industryTree } from '../src/reference/industries.ts';
import { referenceRows } from '../src/seed-reference.ts';
import { glossaryGroups, glossaryLanguageOrder } from '../src/reference/search-glossary.ts';

// Pure checks on the reference data as shipped; no database involved.

const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('countries and languages', () => {
  it('has every ISO 3166-1 country with a two-letter code, a flag and at least one dial code', () => {
    const countries = countryRows();
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(duplicates(countries.map((c) => c.code))).toEqual([]);
    for (const c of countries) {
      expect(c.code, c.name).toMatch(/^[A-Z]{2}$/);
      expect(c.name.length, c.code).toBeGreaterThan(0);
      expect(c.emoji.length, c.code).toBeGreaterThan(0);
      expect(c.dialCodes.length, c.code).toBeGreaterThanOrEqual(1);
      for (const d of c.dialCodes) expect(d, c.code).toMatch(/^\d+$/);
    }
  });

  it('includes the languages of the footer links', () => {
    const codes = languageRows().map((l) => l.code);
    for (const code of ['en', 'es', 'it', 'zh']) expect(codes).toContain(code);
  });
});

describe('states', () => {
  const byCountry = (code: string) => stateRows.filter((s) => s.countryCode === code);

  it('has the expected number of first-level subdivisions per country', () => {
    const expected: Record<string, number> = {
      US: 51,
      CA: 13,
      MX: 32,
      BR: 27,
      AR: 24,
      CO: 33,
      CL: 16,
      PE: 26,
      ES: 19,
      IT: 20,
      CN: 33,
      IN: 36,
    };
    const counts = Object.fromEntries(Object.keys(expected).map((code) => [code, byCountry(code).length]));
    expect(counts).toEqual(expected);
    // Nothing outside the listed countries.
    expect(stateRows.length).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
  });

  it('counts the District of Columbia among the 51 US rows and no territory', () => {
    const ids = byCountry('US').map((s) => s.id);
    expect(ids).toContain('US-DC');
    for (const territory of ['US-PR', 'US-GU', 'US-VI', 'US-AS', 'US-MP', 'US-UM']) {
      expect(ids).not.toContain(territory);
    }
  });

  it('uses unique ISO 3166-2 ids prefixed by a known country', () => {
    expect(duplicates(stateRows.map((s) => s.id))).toEqual([]);
    const countryCodes = new Set(countryRows().map((c) => c.code));
    for (const s of stateRows) {
      expect(countryCodes.has(s.countryCode), s.id).toBe(true);
      expect(s.id, s.name).toMatch(new RegExp(`^${s.countryCode}-[A-Z0-9]{1,3}$`));
      expect(s.name.trim(), s.id).toBe(s.name);
      expect(s.name.length, s.id).toBeGreaterThan(0);
    }
  });

  it('has unique names within a country', () => {
    for (const code of new Set(stateRows.map((s) => s.countryCode))) {
      expect(duplicates(byCountry(code).map((s) => s.name)), code).toEqual([]);
    }
  });

  it('spells well-known subdivisions as expected', () => {
    const name = (id: string) => stateRows.find((s) => s.id === id)?.name;
    expect(name('US-TX')).toBe('Texas');
    expect(name('MX-JAL')).toBe('Jalisco');
    expect(name('MX-QUE')).toBe('Querétaro');
    expect(name('BR-SP')).toBe('São Paulo');
    expect(name('CA-ON')).toBe('Ontario');
    expect(name('ES-CT')).toBe('Catalonia');
    expect(name('CO-DC')).toBe('Bogotá D.C.');
    expect(name('CL-RM')).toBeDefined();
    expect(name('AR-C')).toBeDefined();
    expect(name('PE-LIM')).toBeDefined();
    expect(name('PE-CAL')).toBe('Callao');
    expect(name('CN-HK')).toBe('Hong Kong');
    expect(name('IN-DL')).toBe('Delhi');
  });
});

describe('industries', () => {
  const icons = [
    'automation',
    'electronics',
    'energy',
    'industrial-technology',
    'machinery',
    'power-transmission',
    'apparel',
    'baby',
    'beauty',
    'fashion-accessories',
    'food-agriculture',
    'furniture',
    'health-care',
    'home-construction',
    'business-services',
  ];

  it("has the spec's 15 industries in order, keyed 0001 to 0015, with their icons", () => {
    expect(industryTree.map((i) => i.name)).toEqual([
      'Automation',
      'Electronics & IT',
      'Energy',
      'Industrial Technology',
      'Machineries',
      'Power Transmission',
      'Apparel',
      'Baby World',
      'Beauty Care',
      'Fashion Accessories',
      'Food & Agriculture',
      'Furniture',
      'Health Care',
      'Home & Construction',
      'Business Services',
    ]);
    expect(industryTree.map((i) => i.key)).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1).padStart(4, '0')),
    );
    expect(industryTree.map((i) => i.icon)).toEqual(icons);
  });

  it('describes each industry in a short paragraph', () => {
    for (const ind of industryTree) {
      expect(ind.description.length, ind.name).toBeGreaterThan(80);
      expect(ind.description.length, ind.name).toBeLessThan(500);
      const sentences = ind.description.split(/(?<=\.)\s+/).filter(Boolean);
      expect(sentences.length, ind.name).toBeGreaterThanOrEqual(2);
      expect(sentences.length, ind.name).toBeLessThanOrEqual(3);
    }
  });

  it('gives every industry at least 6 categories and every category at least 4 subcategories', () => {
    for (const ind of industryTree) {
      expect(ind.categories.length, ind.name).toBeGreaterThanOrEqual(6);
      for (const cat of ind.categories) {
        expect(cat.subCategories.length, `${ind.name} / ${cat.name}`).toBeGreaterThanOrEqual(4);
      }
    }
    // Some industries go beyond the flyout's 6 × 6, so "View More" has something to show.
    expect(industryTree.some((i) => i.categories.length > 6)).toBe(true);
    expect(industryTree.some((i) => i.categories.some((c) => c.subCategories.length > 6))).toBe(true);
  });

  it('has no duplicate or blank names within a parent', () => {
    expect(duplicates(industryTree.map((i) => i.name))).toEqual([]);
    for (const ind of industryTree) {
      expect(duplicates(ind.categories.map((c) => c.name)), ind.name).toEqual([]);
      for (const cat of ind.categories) {
        expect(duplicates(cat.subCategories), `${ind.name} / ${cat.name}`).toEqual([]);
        for (const name of [cat.name, ...cat.subCategories]) {
          expect(name.trim(), name).toBe(name);
          expect(name.length, ind.name).toBeGreaterThan(1);
        }
      }
    }
  });

  it('derives unique, position-based ids for the whole tree', () => {
    const rows = referenceRows();
    expect(rows.industries.map((i) => i.id)).toEqual(industryTree.map((i) => `i${i.key}`));
    expect(duplicates(rows.categories.map((c) => c.id))).toEqual([]);
    expect(duplicates(rows.subCategories.map((s) => s.id))).toEqual([]);
    expect(rows.categories.find((c) => c.name === 'Industrial Robots')?.id).toBe('c0001-01');
    expect(rows.subCategories.find((s) => s.name === 'Articulated Robots')?.id).toBe('s0001-01-01');
    const categoryIds = new Set(rows.categories.map((c) => c.id));
    for (const s of rows.subCategories) expect(categoryIds.has(s.categoryId), s.id).toBe(true);
  });
});

describe('job positions', () => {
  it('has 25 to 40 unique positions, leadership first', () => {
    expect(jobPositionNames.length).toBeGreaterThanOrEqual(25);
    expect(jobPositionNames.length).toBeLessThanOrEqual(40);
    expect(duplicates(jobPositionNames)).toEqual([]);
    expect(jobPositionNames[0]).toBe('Owner / Founder');
    for (const name of ['Purchasing Manager', 'Export Manager', 'Import Manager', 'Plant Manager']) {
      expect(jobPositionNames).toContain(name);
    }
  });

  it('keeps the ids that profiles store: jp01 is the first entry', () => {
    const rows = referenceRows().jobPositions;
    expect(rows[0]).toEqual({ id: 'jp01', name: 'Owner / Founder', sortOrder: 1 });
    expect(duplicates(rows.map((r) => r.id))).toEqual([]);
  });
});

describe('search glossary', () => {
  it('has several hundred groups, each with a term in every language', () => {
    expect(glossaryGroups.length).toBeGreaterThanOrEqual(300);
    for (const group of glossaryGroups) {
      expect(group, group.join(' ; ')).toHaveLength(glossaryLanguageOrder.length);
      for (const terms of group) expect(terms.filter(Boolean).length, group.join(' ; ')).toBeGreaterThan(0);
      expect(
        group[6]!.some((term) => /[\u4e00-\u9fff]/.test(term)),
        group.join(' ; '),
      ).toBe(true);
    }
  });

  it('names each group once and keeps every term within the column limits', () => {
    const rows = referenceRows().searchGlossary;
    const groups = [...new Set(rows.map((r) => r.groupKey))];
    expect(groups).toHaveLength(glossaryGroups.length);
    for (const key of groups) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const r of rows) expect(r.term.length, r.term).toBeLessThanOrEqual(80);
    const keys = rows.map((r) => `${r.groupKey} ${r.language} ${r.term}`);
    expect(duplicates(keys)).toEqual([]);
  });
});
