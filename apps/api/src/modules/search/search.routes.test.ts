import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchBounds } from '@wbn/contracts';
import { referenceRows, seedGlossary } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';
import { fixtureBusinesses, fixtureProducts, loadSearchFixture } from './search.fixture.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadSearchFixture(t.db);
});
afterAll(() => t.close());

type Kind = 'business' | 'product' | 'user';
const urls: Record<Kind, string> = {
  business: '/api/search/business',
  product: '/api/search/product',
  user: '/api/user/search',
};

/** A search as a page in `language` asks for it (the web app sends its page's language). */
async function search(kind: Kind, body: Record<string, unknown>, language = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: urls[kind],
    headers: { 'accept-language': language },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  if (kind === 'user') {
    const profiles = data.profiles as { firstName: string; lastName: string }[];
    return { names: profiles.map((p) => `${p.firstName} ${p.lastName}`), total: data.totalResults as number };
  }
  const results = data.results as ({ businessProfile: { general: { companyName: string } } } & {
    name: string;
  })[];
  return {
    names: results.map((r) => (kind === 'business' ? r.businessProfile.general.companyName : r.name)),
    total: data.total_results as number,
  };
}

interface Case {
  what: string;
  kind: Kind;
  body: Record<string, unknown>;
  /** The expected first result; null = no results at all. */
  first: string | null;
  /** Names that must not be among the results. */
  absent?: string[];
  /** Names that must follow the first result, in this order (others may come between). */
  then?: string[];
  /** The page's language (Accept-Language); English when absent. */
  language?: string;
}

const relevance: Case[] = [
  // The ranking rules (docs/search.md): where the words are comes before tier and age.
  {
    what: 'every word in the name beats them only in descriptions and specs, whatever the tier and age',
    kind: 'product',
    body: { textQuery: 'quasar nozzle' },
    first: 'Quasar Nozzle Kit',
  },
  {
    what: 'the exact phrase beats the same words scattered, whatever the tier and age',
    kind: 'product',
    body: { textQuery: 'vortex marlin' },
    first: 'Vortex Marlin Valve',
  },
  {
    what: 'accents never matter',
    kind: 'product',
    body: { textQuery: 'valvula' },
    first: 'Válvula de Bola Inox',
  },
  {
    what: 'one typo in a long word',
    kind: 'product',
    body: { textQuery: 'quasar nozzel' },
    first: 'Quasar Nozzle Kit',
  },
  {
    what: 'the last word as a prefix',
    kind: 'product',
    body: { textQuery: 'quasar noz' },
    first: 'Quasar Nozzle Kit',
  },
  ...[
    `'quasar' "nozzle"`,
    'quasar%',
    'quasar_nozzle',
    'quasar\\',
    'quasar:*',
    '!quasar',
    'quasar <-> nozzle',
    'quasar 🔧',
    'quasar & | nozzle (',
  ].map((textQuery): Case => ({
    what: 'odd characters are searched as text',
    kind: 'product',
    body: { textQuery },
    first: 'Quasar Nozzle Kit',
  })),
  {
    what: 'only odd characters find nothing',
    kind: 'product',
    body: { textQuery: `%_\\:*!<->'"` },
    first: null,
  },
  {
    what: 'exact company name',
    kind: 'business',
    body: { textQuery: 'Hydraulic Pumps Ltd' },
    first: 'Hydraulic Pumps Ltd',
  },
  {
    what: 'exact name, other case and spacing',
    kind: 'business',
    body: { textQuery: '  hydraulic   PUMPS ltd.' },
    first: 'Hydraulic Pumps Ltd',
  },
  { what: 'typo', kind: 'business', body: { textQuery: 'hydrolic pumps' }, first: 'Hydraulic Pumps Ltd' },
  { what: 'prefix', kind: 'business', body: { textQuery: 'hydra' }, first: 'Hydra Tools' },
  {
    what: 'prefix also finds the longer word',
    kind: 'business',
    body: { textQuery: 'hydrau' },
    first: 'Acme Hydraulics',
  },
  {
    what: 'near-exact name',
    kind: 'business',
    body: { textQuery: 'acme hydraulic' },
    first: 'Acme Hydraulics',
  },
  {
    what: 'typo inside a name',
    kind: 'business',
    body: { textQuery: 'acme hydrolics' },
    first: 'Acme Hydraulics',
  },
  {
    what: 'accents ignored (typed without)',
    kind: 'business',
    body: { textQuery: 'societe generale' },
    first: "Société Générale d'Équipements",
  },
  {
    what: 'accents ignored (typed with)',
    kind: 'business',
    body: { textQuery: 'Équipements' },
    first: "Société Générale d'Équipements",
  },
  {
    what: 'umlaut typed as plain letter',
    kind: 'business',
    body: { textQuery: 'muller' },
    first: 'Müller Präzisionstechnik',
  },
  {
    what: 'umlaut and prefix',
    kind: 'business',
    body: { textQuery: 'MÜLLER präzision' },
    first: 'Müller Präzisionstechnik',
  },
  {
    what: 'name word beats description word',
    kind: 'business',
    body: { textQuery: 'valves' },
    first: 'Northwind Valves',
  },
  {
    what: 'industry name (sidebar link)',
    kind: 'business',
    body: { textQuery: 'Food & Agriculture', businessType: 'EX' },
    first: 'Delta Exporters',
  },
  {
    what: 'category word',
    kind: 'business',
    body: { textQuery: 'Industrial Robots', businessType: 'MA' },
    first: 'Orion Robotics',
  },
  { what: 'description word', kind: 'business', body: { textQuery: 'basmati' }, first: 'Delta Exporters' },
  {
    what: 'country filter',
    kind: 'business',
    body: { textQuery: 'solar', country: 'ES' },
    first: 'Solaris Energy Systems',
    absent: ['Andes Solar Panels', 'Pampa Solar Panels'],
  },
  {
    what: 'global means every country',
    kind: 'business',
    body: { textQuery: 'monocrystalline', country: 'global' },
    first: 'Pampa Solar Panels',
  },
  {
    what: 'type filter (importers)',
    kind: 'business',
    body: { textQuery: 'pumps', businessType: 'IM' },
    first: 'Global Pump Solutions',
    absent: ['Hydraulic Pumps Ltd'],
  },
  {
    what: 'type filter (manufacturers)',
    kind: 'business',
    body: { textQuery: 'pumps', businessType: 'MA' },
    first: 'Hydraulic Pumps Ltd',
    absent: ['Global Pump Solutions'],
  },
  {
    what: 'tier and verification lift among equals',
    kind: 'business',
    body: { textQuery: 'solar panels mendoza' },
    first: 'Pampa Solar Panels',
  },
  {
    what: 'type filter with consultants',
    kind: 'business',
    body: { textQuery: 'consulting', businessType: 'CO' },
    first: 'Kraftwerk Consulting',
  },
  {
    what: 'empty text lists the newest',
    kind: 'business',
    body: { textQuery: '', businessType: 'MA' },
    first: 'Atlas Packaging Machinery',
  },
  { what: 'stop words only find nothing', kind: 'business', body: { textQuery: 'the and of' }, first: null },
  { what: 'unknown word finds nothing', kind: 'business', body: { textQuery: 'xylophonezzz' }, first: null },
  {
    what: 'product by name',
    kind: 'product',
    body: { textQuery: 'centrifugal pump' },
    first: 'Centrifugal Water Pump',
  },
  {
    what: 'product typo',
    kind: 'product',
    body: { textQuery: 'hydrolic gear pump' },
    first: 'Hydraulic Gear Pump',
  },
  {
    what: 'product accents',
    kind: 'product',
    body: { textQuery: 'cafe arabica' },
    first: 'Café Arábica Beans',
  },
  {
    what: 'product spec value',
    kind: 'product',
    body: { textQuery: 'AISI 316' },
    first: 'Stainless Steel Ball Valve',
  },
  { what: 'product keyword', kind: 'product', body: { textQuery: 'welding' }, first: 'Industrial Robot Arm' },
  {
    what: "product country is its business's",
    kind: 'product',
    body: { textQuery: 'pump', country: 'CO' },
    first: 'Centrifugal Water Pump',
    absent: ['Hydraulic Gear Pump'],
  },
  {
    what: 'product sub-category',
    kind: 'product',
    body: { textQuery: 'ball valves' },
    first: 'Stainless Steel Ball Valve',
  },
  {
    what: 'user by name without accents',
    kind: 'user',
    body: { textQuery: 'maria fernandez' },
    first: 'María José Fernández',
  },
  { what: 'user by company', kind: 'user', body: { textQuery: 'aceros' }, first: 'María José Fernández' },
  { what: 'user name typo', kind: 'user', body: { textQuery: 'john smyth' }, first: 'John Smith' },
  {
    what: 'a hidden profession is not searchable',
    kind: 'user',
    body: { textQuery: 'welding specialist' },
    first: null,
  },
  {
    what: 'user country filter',
    kind: 'user',
    body: { textQuery: 'priya', country: 'IN' },
    first: 'Priya Sharma',
  },
  {
    what: 'user country filter excludes',
    kind: 'user',
    body: { textQuery: 'priya', country: 'US' },
    first: null,
  },
  // Every language (docs/search.md, decision 0034): a text is searched in the page's language and
  // in English; the glossary finds the equivalents in the other languages, below direct matches.
  {
    what: 'Spanish plurals by Spanish stems',
    kind: 'product',
    language: 'es',
    body: { textQuery: 'bombas centrífugas' },
    first: 'Bomba Centrífuga Multietapa',
  },
  {
    what: 'the Spanish name first, an English one through the glossary below it',
    kind: 'product',
    language: 'es',
    body: { textQuery: 'acero inoxidable' },
    first: 'Tubo de Acero Inoxidable',
    then: ['Válvula de Bola Inox', 'Stainless Steel Ball Valve'],
  },
  {
    what: 'a Spanish typo',
    kind: 'product',
    language: 'es',
    body: { textQuery: 'bomba multietpa' },
    first: 'Bomba Centrífuga Multietapa',
  },
  {
    what: 'a Spanish prefix',
    kind: 'product',
    language: 'es',
    body: { textQuery: 'bomba multie' },
    first: 'Bomba Centrífuga Multietapa',
  },
  {
    what: 'English words on a Spanish page',
    kind: 'product',
    language: 'es',
    body: { textQuery: 'centrifugal pump' },
    first: 'Centrifugal Water Pump',
  },
  {
    what: 'a Spanish name by its words as written, on an English page',
    kind: 'product',
    language: 'en',
    body: { textQuery: 'bomba multietapa' },
    first: 'Bomba Centrífuga Multietapa',
  },
  {
    what: 'a Spanish name by its words as written, on a Chinese page',
    kind: 'product',
    language: 'zh',
    body: { textQuery: 'tubo de acero inoxidable' },
    first: 'Tubo de Acero Inoxidable',
  },
  {
    what: 'Portuguese plurals by Portuguese stems',
    kind: 'product',
    language: 'pt',
    body: { textQuery: 'bombas autoescorvantes' },
    first: 'Bomba Autoescorvante de Ferro Fundido',
  },
  {
    what: 'Italian plurals by Italian stems',
    kind: 'product',
    language: 'it',
    body: { textQuery: 'valvole a sfera' },
    first: 'Valvola a Sfera in Ottone',
  },
  {
    what: 'French plurals by French stems',
    kind: 'product',
    language: 'fr',
    body: { textQuery: 'vannes papillon' },
    first: 'Vanne Papillon à Brides',
  },
  {
    what: 'a German plural with an umlaut',
    kind: 'product',
    language: 'de',
    body: { textQuery: 'Kugelhähne' },
    first: 'Edelstahl-Kugelhahn DN25',
  },
  {
    what: 'a part of a hyphenated German compound, and its English equivalent below',
    kind: 'product',
    language: 'de',
    body: { textQuery: 'edelstahl' },
    first: 'Edelstahl-Kugelhahn DN25',
    then: ['Stainless Steel Ball Valve'],
  },
  {
    what: 'a Chinese word inside a longer name, and its English equivalent below',
    kind: 'product',
    language: 'zh',
    body: { textQuery: '球阀' },
    first: '304不锈钢球阀',
    then: ['Stainless Steel Ball Valve'],
  },
  {
    what: 'a three-character Chinese word at the start of a name',
    kind: 'product',
    language: 'zh',
    body: { textQuery: '不锈钢' },
    first: '304不锈钢球阀',
  },
  {
    what: 'one Chinese character',
    kind: 'product',
    language: 'zh',
    body: { textQuery: '阀' },
    first: '304不锈钢球阀',
  },
  {
    what: 'Chinese and digits together',
    kind: 'product',
    language: 'zh',
    body: { textQuery: '304 球阀' },
    first: '304不锈钢球阀',
  },
  {
    what: 'an English term finds its Chinese and Italian equivalents below the English name',
    kind: 'product',
    body: { textQuery: 'ball valve' },
    first: 'Stainless Steel Ball Valve',
    then: ['Valvola a Sfera in Ottone'],
  },
];

describe('relevance', () => {
  it.each(relevance)(
    '$kind: $what ($body.textQuery)',
    async ({ kind, body, first, absent, then, language }) => {
      const { names, total } = await search(kind, { size: 20, ...body }, language);
      if (first === null) {
        expect(names).toEqual([]);
        expect(total).toBe(0);
      } else {
        expect(names[0], JSON.stringify(names)).toBe(first);
        expect(total).toBeGreaterThanOrEqual(names.length);
      }
      for (const name of absent ?? []) expect(names).not.toContain(name);
      const order = (then ?? []).map((name) => names.indexOf(name));
      expect(
        order.every((at, i) => at > (i === 0 ? 0 : order[i - 1]!)),
        JSON.stringify(names),
      ).toBe(true);
    },
  );

  it('ranks the platinum, verified twin above its standard twin with the same text', async () => {
    const { names } = await search('business', { textQuery: 'monocrystalline modules' });
    expect(names.slice(0, 2)).toEqual(['Pampa Solar Panels', 'Andes Solar Panels']);
  });
});

describe('text the database cannot store', () => {
  it.each([
    ['a NUL', 'quasar\u0000nozzle'],
    ['a lone surrogate', 'quasar \ud800'],
  ])('answers 400 naming the field for %s, on every search', async (_what, textQuery) => {
    for (const url of Object.values(urls)) {
      const res = await t.app.inject({ method: 'POST', url, payload: { textQuery } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].path).toBe('body.textQuery');
    }
  });
});

describe('pagination and counts', () => {
  const all = fixtureBusinesses.length;

  it('counts every row and serves them page by page without repeats', async () => {
    const seen: string[] = [];
    for (let skip = 0; skip < all; skip += 5) {
      const { names, total } = await search('business', { textQuery: '', skip, size: 5 });
      expect(total).toBe(all);
      seen.push(...names);
    }
    expect(seen).toHaveLength(all);
    expect(new Set(seen).size).toBe(all);
  });

  it('serves a short last page and an empty page past the end, with the total', async () => {
    const last = await search('business', { textQuery: '', skip: all - 2, size: 5 });
    expect(last.names).toHaveLength(2);
    const past = await search('business', { textQuery: '', skip: all + 5, size: 5 });
    expect(past).toEqual({ names: [], total: all });
  });

  it('counts the matches of a text, not only the page', async () => {
    const first = await search('business', { textQuery: 'pumps', size: 1 });
    const everything = await search('business', { textQuery: 'pumps', size: 50 });
    expect(first.names).toHaveLength(1);
    expect(first.total).toBe(everything.names.length);
    expect(everything.names).toEqual(
      expect.arrayContaining(['Hydraulic Pumps Ltd', 'Global Pump Solutions']),
    );
  });

  it('pages a text search in a stable order', async () => {
    const everything = await search('business', { textQuery: 'pumps', size: 50 });
    const second = await search('business', { textQuery: 'pumps', skip: 1, size: 1 });
    expect(second.names).toEqual(everything.names.slice(1, 2));
  });

  it('counts users and products', async () => {
    const users = await search('user', { textQuery: '', limit: 50 });
    expect(users.total).toBe(users.names.length);
    expect(users.total).toBeGreaterThanOrEqual(6);
    const products = await search('product', { textQuery: '', size: 50 });
    expect(products.total).toBe(fixtureProducts.length);
    expect(products.names).toHaveLength(fixtureProducts.length);
  });

  it('reports totals honestly as not capped on a small directory', async () => {
    const res = await t.app.inject({ method: 'POST', url: urls.business, payload: { textQuery: '' } });
    expect(res.json().data).toMatchObject({ total_results: all, total_capped: false });
    expect(res.json().data.results).toHaveLength(5);
  });
});

describe('answer shapes', () => {
  it('answers business cards with reactions', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: urls.business,
      payload: { textQuery: 'acme hydraulics' },
    });
    const [first] = res.json().data.results;
    expect(first).toMatchObject({
      reactions: { reactionCount: { like: 0 } },
      businessProfile: {
        subscription: 'gold',
        verified: true,
        general: {
          companyName: 'Acme Hydraulics',
          businessType: { code: 'MA', name: expect.any(String) },
          industry: { id: 'i0001', name: 'Automation' },
          categories: [{ id: 'c0001-07', name: 'Pneumatics & Hydraulics' }],
        },
        contactInfo: { country: { code: 'US' } },
      },
    });
  });

  it('answers products with their business summary', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: urls.product,
      payload: { textQuery: 'stainless valve' },
    });
    const [first] = res.json().data.results;
    expect(first).toMatchObject({
      name: 'Stainless Steel Ball Valve',
      subCategory: { id: 's0004-04-03', name: 'Ball Valves' },
      specs: [{ key: 'Material', value: 'AISI 316 stainless steel' }],
      businessProfile: { general: { companyName: 'Northwind Valves' } },
    });
  });

  it('answers public profiles without private fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: urls.user,
      payload: { textQuery: 'hans keller', limit: 5 },
    });
    const { profiles, totalResults } = res.json().data;
    expect(totalResults).toBe(1);
    expect(profiles[0]).toMatchObject({ firstName: 'Hans', country: { code: 'DE' } });
    expect(profiles[0]).not.toHaveProperty('email');
    expect(profiles[0]).not.toHaveProperty('profession');
  });

  it('lists the newest businesses grouped by type in one call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/business/last-registered' });
    expect(res.statusCode, res.body).toBe(200);
    const { groups } = res.json().data;
    expect(groups.map((g: { businessType: { code: string } }) => g.businessType.code)).toEqual([
      'MA',
      'DI',
      'EX',
      'CO',
    ]);
    const names = (i: number) =>
      groups[i].results.map(
        (r: { businessProfile: { general: { companyName: string } } }) =>
          r.businessProfile.general.companyName,
      );
    expect(names(0)).toEqual(['Atlas Packaging Machinery', 'Orion Robotics', 'Textiles Maya']);
    expect(names(1)).toEqual(['Hydra Tools', 'Northwind Valves']);
    expect(names(3)).toEqual(['Kraftwerk Consulting']);
    const some = await t.app.inject({
      method: 'GET',
      url: '/api/search/business/last-registered?types=im,ws&perType=1',
    });
    expect(some.json().data.groups.map((g: { results: unknown[] }) => g.results.length)).toEqual([1, 1]);
  });
});

describe('bad input', () => {
  const bad: [Kind, Record<string, unknown>, string][] = [
    ['business', { size: 0 }, 'size'],
    ['business', { size: searchBounds.sizeMax + 1 }, 'size'],
    ['business', { size: 2.5 }, 'size'],
    ['business', { skip: -1 }, 'skip'],
    ['business', { skip: searchBounds.skipMax + 1 }, 'skip'],
    ['business', { textQuery: 'x'.repeat(searchBounds.textQueryMax + 1) }, 'textQuery'],
    ['business', { textQuery: 42 }, 'textQuery'],
    ['business', { businessType: 'XX' }, 'businessType'],
    ['business', { businessType: 'PR' }, 'businessType'],
    ['business', { country: 'MEX' }, 'country'],
    ['business', { country: 'ZZ' }, 'country'],
    ['product', { country: 'QQ' }, 'country'],
    ['product', { skip: 10_000 }, 'skip'],
    ['user', { limit: 0 }, 'limit'],
    ['user', { limit: 51 }, 'limit'],
    ['user', { country: 'XX' }, 'country'],
  ];
  it.each(bad)('%s %j → 400 naming %s', async (kind, body, field) => {
    const res = await t.app.inject({ method: 'POST', url: urls[kind], payload: body });
    expect(res.statusCode, res.body).toBe(400);
    const paths = (res.json().errors as { path: string }[]).map((e) => e.path);
    expect(
      paths.some((p) => p === field || p.endsWith(`.${field}`)),
      JSON.stringify(paths),
    ).toBe(true);
  });

  it('refuses an unknown type in the last-registered list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/search/business/last-registered?types=MA,ZZ',
    });
    expect(res.statusCode).toBe(400);
  });

  it('takes a signed-in caller the same as a visitor', async () => {
    const me = await createSignedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: urls.business,
      headers: authHeaders(me.token),
      payload: { textQuery: 'acme' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results[0].businessProfile.general.companyName).toBe('Acme Hydraulics');
  });
});

describe('documents follow every write through the API', () => {
  it('finds a business by its new name, category and tier after edits', async () => {
    const owner = await createSignedInUser(t);
    const created = await createBusiness(t, owner, {
      companyName: 'Quokka Conveyors',
      categories: ['i0004.c0004-03'],
      country: 'AR',
      state: undefined,
    });
    expect((await search('business', { textQuery: 'quokka' })).names).toEqual(['Quokka Conveyors']);
    // Its category's words are in its document from the start.
    expect((await search('business', { textQuery: 'quokka material handling' })).names).toEqual([
      'Quokka Conveyors',
    ]);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/business/profile/${created.businessID}/general`,
      headers: authHeaders(owner.token),
      payload: {
        companyName: 'Wombat Conveyors',
        shortDescription: 'Belt and roller conveyors for parcel hubs.',
        businessType: 'MA',
        industry: 'i0004',
        categories: ['c0004-05'],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await search('business', { textQuery: 'quokka' })).names).toEqual([]);
    expect((await search('business', { textQuery: 'wombat parcel' })).names).toEqual(['Wombat Conveyors']);
    expect((await search('business', { textQuery: 'wombat industrial instruments' })).names).toEqual([
      'Wombat Conveyors',
    ]);
    expect((await search('business', { textQuery: 'wombat material handling' })).names).toEqual([]);
    // A typo of the new name is corrected from the vocabulary the edit added to.
    expect((await search('business', { textQuery: 'wombta conveyors' })).names[0]).toBe('Wombat Conveyors');
  });

  it('finds a product by its new name after an edit, and not after its removal', async () => {
    const owner = await createSignedInUser(t);
    const business = await createBusiness(t, owner, {
      companyName: 'Numbat Metals',
      state: undefined,
      country: 'AR',
    });
    const body = {
      businessID: business.businessID,
      name: 'Zinc Anode Bar',
      keywords: ['galvanic'],
      description: 'Sacrificial anodes for hulls.',
      industry: 'i0004',
      category: 'c0004-09',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: authHeaders(owner.token),
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(200);
    const productID = created.json().data.productID as string;
    expect((await search('product', { textQuery: 'zinc anode' })).names).toEqual(['Zinc Anode Bar']);
    expect((await search('product', { textQuery: 'galvanic', country: 'AR' })).names).toEqual([
      'Zinc Anode Bar',
    ]);

    const { businessID: _b, ...update } = body;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/product/${productID}`,
      headers: authHeaders(owner.token),
      payload: { ...update, name: 'Magnesium Anode Bar' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await search('product', { textQuery: 'zinc' })).names).toEqual([]);
    expect((await search('product', { textQuery: 'magnesium anode' })).names).toEqual([
      'Magnesium Anode Bar',
    ]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/${productID}`,
      headers: authHeaders(owner.token),
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await search('product', { textQuery: 'magnesium anode' })).names).toEqual([]);
  });

  it('finds a user by the name and company saved in the profile', async () => {
    const me = await createSignedInUser(t, { firstName: 'Ottilie', lastName: 'Brandt' });
    await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: authHeaders(me.token) });
    expect((await search('user', { textQuery: 'ottilie' })).names).toEqual(['Ottilie Brandt']);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: authHeaders(me.token),
      payload: { companyName: 'Platypus Pumps' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await search('user', { textQuery: 'platypus' })).names).toEqual(['Ottilie Brandt']);
  });
});

// Last: these change the glossary the rows above search with.
describe('the glossary', () => {
  const terms = async (groupKey: string) =>
    (
      await t.db.$client.query<{ term: string }>(
        "SELECT language || ':' || term AS term FROM search_glossary WHERE group_key = $1",
        [groupKey],
      )
    ).rows.map((r) => r.term);

  it('keeps what operators changed or deleted when the shipped glossary is seeded again', async () => {
    await t.db.$client.query(
      "DELETE FROM search_glossary WHERE group_key = 'stainless-steel' AND language = 'es' AND term = 'inox'",
    );
    await t.db.$client.query(
      "UPDATE search_glossary SET term = 'Nirosta-Stahl' WHERE group_key = 'stainless-steel' AND term = 'Nirosta'",
    );
    const shipped = referenceRows().searchGlossary;
    expect(await seedGlossary(t.db, shipped)).toEqual({ added: 0 });
    const after = await terms('stainless-steel');
    expect(after).toContain('de:Nirosta-Stahl');
    expect(after).not.toContain('de:Nirosta');
    expect(after).not.toContain('es:inox');
    expect(after).toContain('en:stainless steel');

    // A term shipped later is added, once.
    const added = { groupKey: 'ball-valve', language: 'en' as const, term: 'ball cock' };
    expect(await seedGlossary(t.db, [...shipped, added])).toEqual({ added: 1 });
    expect(await terms('ball-valve')).toContain('en:ball cock');
    expect(await seedGlossary(t.db, [...shipped, added])).toEqual({ added: 0 });
    // An operator's own group is searched like a shipped one.
    await t.db.$client.query(
      "INSERT INTO search_glossary (group_key, language, term) VALUES ('quasar', 'en', 'quasar'), ('quasar', 'zh', '类星体')",
    );
    const { names } = await search('product', { textQuery: '类星体' }, 'zh');
    expect(names[0]).toBe('Quasar Nozzle Kit');
  });

  it('searches without it when it is empty, and in English for a language without a configuration', async () => {
    await t.db.$client.query('DELETE FROM search_glossary');
    expect((await search('product', { textQuery: '球阀' }, 'zh')).names).toEqual(['304不锈钢球阀']);
    const spanish = await search('product', { textQuery: 'acero inoxidable', size: 20 }, 'es');
    expect(spanish.names[0]).toBe('Tubo de Acero Inoxidable');
    expect(spanish.names).not.toContain('Stainless Steel Ball Valve');
    expect((await search('product', { textQuery: 'ball valve' }, 'de')).names[0]).toBe(
      'Stainless Steel Ball Valve',
    );
    const { rows } = await t.db.$client.query<{ c: string[] }>(
      "SELECT ARRAY[search_config('es'), search_config('zh'), search_config('xx'), search_config(NULL)]::text[] AS c",
    );
    expect(rows[0]!.c).toEqual(['spanish', 'english', 'english', 'english']);
  });
});
