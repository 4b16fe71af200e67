// Test data (the relevance table's fixed directory): one file so rankings read against every row.
import { tables, type Database } from '@wbn/db';

/**
 * The fixed directory the relevance table searches (not a test file itself). Written straight
 * into the tables, as the demo loader and a bulk load do: the search documents come from the
 * database's triggers, never from this code. Times are fixed so "newest first" is deterministic.
 */

const day = 86_400_000;
const base = Date.UTC(2026, 0, 1);
const at = (n: number) => new Date(base + n * day);
const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const fixtureOwnerId = uuid('00000000', 1);

type Tier = 'gold' | 'premium' | 'platinum' | null;

export interface FixtureBusiness {
  n: number;
  name: string;
  type: string;
  country: string;
  industry: string;
  categories: string[];
  tier: Tier;
  verified: boolean;
  short: string;
  general?: string;
}

export const fixtureBusinesses: FixtureBusiness[] = [
  {
    n: 1,
    name: 'Hydraulic Pumps Ltd',
    type: 'MA',
    country: 'MX',
    industry: 'i0004',
    categories: ['c0004-04'],
    tier: null,
    verified: false,
    short: 'Gear and piston pumps for presses and mobile machines.',
  },
  {
    n: 2,
    name: 'Acme Hydraulics',
    type: 'MA',
    country: 'US',
    industry: 'i0001',
    categories: ['c0001-07'],
    tier: 'gold',
    verified: true,
    short: 'Cylinders, power units and hydraulic hoses for plant engineers.',
  },
  {
    n: 3,
    name: 'Northwind Valves',
    type: 'DI',
    country: 'DE',
    industry: 'i0004',
    categories: ['c0004-04'],
    tier: null,
    verified: false,
    short: 'Distributor of ball valves, gate valves and actuators.',
  },
  {
    n: 4,
    name: "Société Générale d'Équipements",
    type: 'EX',
    country: 'FR',
    industry: 'i0004',
    categories: ['c0004-03'],
    tier: null,
    verified: false,
    short: 'Équipements de levage, chariots et manutention pour entrepôts.',
  },
  {
    n: 5,
    name: 'Müller Präzisionstechnik',
    type: 'MA',
    country: 'DE',
    industry: 'i0005',
    categories: ['c0005-01'],
    tier: null,
    verified: false,
    short: 'Turned and milled precision parts in small series.',
  },
  {
    n: 6,
    name: 'Solaris Energy Systems',
    type: 'MA',
    country: 'ES',
    industry: 'i0003',
    categories: ['c0003-01'],
    tier: 'platinum',
    verified: true,
    short: 'Photovoltaic plants, inverters and storage for industry.',
  },
  {
    n: 7,
    name: 'Andes Solar Panels',
    type: 'MA',
    country: 'AR',
    industry: 'i0003',
    categories: ['c0003-01'],
    tier: null,
    verified: false,
    short: 'Monocrystalline modules assembled in Mendoza.',
  },
  {
    n: 8,
    name: 'Pampa Solar Panels',
    type: 'MA',
    country: 'AR',
    industry: 'i0003',
    categories: ['c0003-01'],
    tier: 'platinum',
    verified: true,
    short: 'Monocrystalline modules assembled in Mendoza.',
  },
  {
    n: 9,
    name: 'Textiles Maya',
    type: 'MA',
    country: 'GT',
    industry: 'i0007',
    categories: [],
    tier: null,
    verified: false,
    short: 'Woven cotton fabrics and uniforms.',
  },
  {
    n: 10,
    name: 'Bright Baby Co',
    type: 'RE',
    country: 'US',
    industry: 'i0008',
    categories: [],
    tier: null,
    verified: false,
    short: 'Strollers, car seats and nursery furniture.',
  },
  {
    n: 11,
    name: 'Kraftwerk Consulting',
    type: 'CO',
    country: 'DE',
    industry: 'i0015',
    categories: [],
    tier: null,
    verified: false,
    short: 'Energy audits and export consulting for mid-sized plants.',
  },
  {
    n: 12,
    name: 'Delta Exporters',
    type: 'EX',
    country: 'IN',
    industry: 'i0011',
    categories: [],
    tier: null,
    verified: false,
    short: 'Basmati rice, spices and pulses shipped worldwide.',
  },
  {
    n: 13,
    name: 'Orion Robotics',
    type: 'MA',
    country: 'JP',
    industry: 'i0001',
    categories: ['c0001-01'],
    tier: null,
    verified: false,
    short: 'Six-axis arms and welding cells for car plants.',
  },
  {
    n: 14,
    name: 'Hydra Tools',
    type: 'DI',
    country: 'BR',
    industry: 'i0004',
    categories: ['c0004-01'],
    tier: null,
    verified: false,
    short: 'Hand and power tools for workshops.',
  },
  {
    n: 15,
    name: 'Pacific Fasteners',
    type: 'WS',
    country: 'CL',
    industry: 'i0004',
    categories: ['c0004-09'],
    tier: null,
    verified: false,
    short: 'Bolts, nuts and anchors by the pallet.',
  },
  {
    n: 16,
    name: 'Global Pump Solutions',
    type: 'IM',
    country: 'CO',
    industry: 'i0004',
    categories: ['c0004-04'],
    tier: 'gold',
    verified: false,
    short: 'Imported centrifugal pumps and spare parts.',
  },
  {
    n: 17,
    name: 'Atlas Packaging Machinery',
    type: 'MA',
    country: 'IT',
    industry: 'i0005',
    categories: ['c0005-04'],
    tier: null,
    verified: false,
    short: 'Wrapping and labelling lines.',
    general: 'Our lines handle bottles, cans and cartons.',
  },
];

export const businessIdOf = (n: number) => uuid('10000000', n);

export interface FixtureProduct {
  n: number;
  business: number;
  name: string;
  keywords: string[];
  description: string;
  industry: string;
  category: string;
  subCategory?: string;
  specs?: { key: string; value: string }[];
  /** The language its name and description are written in (ISO 639-1); absent = not known. */
  language?: string;
}

export const fixtureProducts: FixtureProduct[] = [
  {
    n: 1,
    business: 16,
    name: 'Centrifugal Water Pump',
    keywords: ['pump', 'water'],
    description: 'Single-stage end-suction pump for clean water.',
    industry: 'i0004',
    category: 'c0004-04',
    subCategory: 's0004-04-01',
  },
  {
    n: 2,
    business: 1,
    name: 'Hydraulic Gear Pump',
    keywords: ['gear pump'],
    description: 'External gear pump up to 250 bar.',
    industry: 'i0004',
    category: 'c0004-04',
    subCategory: 's0004-04-02',
  },
  {
    n: 3,
    business: 3,
    name: 'Stainless Steel Ball Valve',
    keywords: ['valve'],
    description: 'Full-bore, three-piece body.',
    industry: 'i0004',
    category: 'c0004-04',
    subCategory: 's0004-04-03',
    specs: [{ key: 'Material', value: 'AISI 316 stainless steel' }],
  },
  {
    n: 4,
    business: 6,
    name: 'Solar Panel 450W',
    keywords: ['photovoltaic'],
    description: 'Half-cut cells, 21% efficiency.',
    industry: 'i0003',
    category: 'c0003-01',
  },
  {
    n: 5,
    business: 13,
    name: 'Industrial Robot Arm',
    keywords: ['robot', 'welding'],
    description: 'Six axes, 12 kg payload.',
    industry: 'i0001',
    category: 'c0001-01',
  },
  {
    n: 6,
    business: 10,
    name: 'Baby Stroller',
    keywords: ['pram'],
    description: 'Folds with one hand.',
    industry: 'i0008',
    category: 'c0008-01',
  },
  {
    n: 7,
    business: 12,
    name: 'Café Arábica Beans',
    keywords: ['coffee'],
    description: 'Green beans from the highlands.',
    industry: 'i0011',
    category: 'c0011-01',
  },
  {
    n: 8,
    business: 9,
    name: 'Cotton T-Shirt',
    keywords: ['tee'],
    description: 'Combed cotton, 180 g.',
    industry: 'i0007',
    category: 'c0007-01',
  },
  {
    n: 9,
    business: 2,
    name: 'Pneumatic Cylinder',
    keywords: ['cylinder'],
    description: 'ISO 15552 cylinder with cushioning.',
    industry: 'i0001',
    category: 'c0001-07',
  },
  // Pairs for the ranking rules: the first of each pair is older and of a standard business (7),
  // the second newer and of a platinum, verified one (8).
  {
    n: 10,
    business: 7,
    name: 'Quasar Nozzle Kit',
    keywords: ['nozzle'],
    description: 'Brass spray tips for washers.',
    industry: 'i0004',
    category: 'c0004-04',
  },
  {
    n: 11,
    business: 8,
    name: 'Flow Set',
    keywords: ['spray'],
    description: 'A washer set fitted with a quasar nozzle for fine spray.',
    industry: 'i0004',
    category: 'c0004-04',
    specs: [{ key: 'Nozzle', value: 'quasar nozzle' }],
  },
  {
    n: 12,
    business: 7,
    name: 'Vortex Marlin Valve',
    keywords: ['valve'],
    description: 'Check valve for sea water.',
    industry: 'i0004',
    category: 'c0004-04',
  },
  {
    n: 13,
    business: 8,
    name: 'Marlin Steel Vortex Gate',
    keywords: ['gate'],
    description: 'Gate valve in duplex steel.',
    industry: 'i0004',
    category: 'c0004-04',
  },
  {
    n: 14,
    business: 7,
    name: 'Válvula de Bola Inox',
    keywords: ['bola'],
    description: 'Válvula de bola de acero inoxidable.',
    industry: 'i0004',
    category: 'c0004-04',
  },
  // One or more in each portal's language (their documents in its configuration, Chinese as
  // character pairs) for the rows per language.
  {
    n: 15,
    business: 1,
    name: 'Bomba Centrífuga Multietapa',
    keywords: ['bomba', 'agua'],
    description: 'Bombas centrífugas horizontales para riego y agua potable.',
    industry: 'i0004',
    category: 'c0004-04',
    language: 'es',
  },
  {
    n: 16,
    business: 1,
    name: 'Tubo de Acero Inoxidable',
    keywords: ['tubo', 'AISI 304'],
    description: 'Tubos sin costura para la industria alimentaria.',
    industry: 'i0004',
    category: 'c0004-09',
    language: 'es',
  },
  {
    n: 17,
    business: 14,
    name: 'Bomba Autoescorvante de Ferro Fundido',
    keywords: ['bomba'],
    description: 'Bombas autoescorvantes para esgoto e drenagem.',
    industry: 'i0004',
    category: 'c0004-04',
    language: 'pt',
  },
  {
    n: 18,
    business: 17,
    name: 'Valvola a Sfera in Ottone',
    keywords: ['valvola'],
    description: 'Valvole a sfera a passaggio totale per acqua e gas.',
    industry: 'i0004',
    category: 'c0004-04',
    language: 'it',
  },
  {
    n: 19,
    business: 4,
    name: 'Vanne Papillon à Brides',
    keywords: ['vanne'],
    description: 'Vannes papillon en fonte pour le traitement des eaux.',
    industry: 'i0004',
    category: 'c0004-04',
    language: 'fr',
  },
  {
    n: 20,
    business: 5,
    name: 'Edelstahl-Kugelhahn DN25',
    keywords: ['Kugelhahn'],
    description: 'Kugelhähne mit vollem Durchgang für Wasser und Druckluft.',
    industry: 'i0004',
    category: 'c0004-04',
    language: 'de',
  },
  {
    n: 21,
    business: 3,
    name: '304不锈钢球阀',
    keywords: ['球阀'],
    description: '全通径三片式球阀，适用于水、油和蒸汽。',
    industry: 'i0004',
    category: 'c0004-04',
    language: 'zh',
  },
];

export const productIdOf = (n: number) => uuid('20000000', n);

export interface FixtureUser {
  n: number;
  first: string;
  last: string;
  country: string;
  company?: string;
  profession?: string;
  showProfession?: boolean;
  brief?: string;
}

export const fixtureUsers: FixtureUser[] = [
  {
    n: 2,
    first: 'María José',
    last: 'Fernández',
    country: 'MX',
    company: 'Aceros del Norte',
    profession: 'Procurement engineer',
    showProfession: true,
  },
  { n: 3, first: 'John', last: 'Smith', country: 'US', company: 'Acme Hydraulics' },
  {
    n: 4,
    first: 'Li',
    last: 'Wei',
    country: 'CN',
    brief: 'Sourcing electronic components for contract manufacturers.',
  },
  {
    n: 5,
    first: 'Hans',
    last: 'Keller',
    country: 'DE',
    profession: 'Welding specialist',
    showProfession: false,
  },
  { n: 6, first: 'Priya', last: 'Sharma', country: 'IN', company: 'Delta Exporters' },
];

export const userIdOf = (n: number) => uuid('00000000', n);

/** Loads the fixture directory into a fresh test database. */
export async function loadSearchFixture(db: Database): Promise<void> {
  const t = tables;
  await db.insert(t.users).values([
    {
      userId: fixtureOwnerId,
      email: 'owner@fixture.test',
      firstName: 'Fixture',
      lastName: 'Owner',
      createdAt: at(0),
    },
    ...fixtureUsers.map((u) => ({
      userId: userIdOf(u.n),
      email: `user${u.n}@fixture.test`,
      firstName: u.first,
      lastName: u.last,
      countryCode: u.country,
      companyName: u.company ?? null,
      profession: u.profession ?? null,
      showProfession: u.showProfession ?? true,
      briefPresentation: u.brief ?? null,
      createdAt: at(u.n),
    })),
  ]);
  await db.insert(t.businesses).values(
    fixtureBusinesses.map((b) => ({
      businessId: businessIdOf(b.n),
      ownerId: fixtureOwnerId,
      key: `fixture-${b.n}`,
      companyName: b.name,
      shortDescription: b.short,
      generalDescription: b.general ?? null,
      businessTypeCode: b.type,
      industryId: b.industry,
      countryCode: b.country,
      subscription: b.tier,
      verified: b.verified,
      // Later fixture numbers are newer, except the platinum Pampa (8), made older than its twin (7).
      createdAt: at(b.n === 8 ? 1 : 10 + b.n),
    })),
  );
  await db
    .insert(t.businessCategories)
    .values(
      fixtureBusinesses.flatMap((b) =>
        b.categories.map((categoryId, i) => ({ businessId: businessIdOf(b.n), categoryId, sortOrder: i })),
      ),
    );
  await db.insert(t.products).values(
    fixtureProducts.map((p) => ({
      productId: productIdOf(p.n),
      businessId: businessIdOf(p.business),
      name: p.name,
      keywords: p.keywords,
      description: p.description,
      industryId: p.industry,
      categoryId: p.category,
      subCategoryId: p.subCategory ?? null,
      specs: p.specs ?? [],
      language: p.language ?? null,
      createdAt: at(40 + p.n),
    })),
  );
}
