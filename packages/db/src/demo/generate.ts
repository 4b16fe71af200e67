/**
 * Deterministic generator of believable users, businesses and products for the demo directory
 * (hundreds) and the benchmark (100k businesses, 1M products). Pure functions: the same seed and
 * sizes give the same objects on every machine; nothing is read from the clock or the network.
 *
 * Every item draws from its own sub-stream (`Random.derive(seed, kind, index)`), so item i does
 * not depend on how many items come after it, and the streaming variants yield exactly what the
 * array variants return. The only state carried from item to item is the set of names and e-mail
 * addresses already used, which keeps them unique within one run.
 */
import { businessTypeCodes, membershipPlan, type BusinessTypeCode } from '@wbn/contracts';
import { industryTree } from '../reference/industries.ts';
import { jobPositionNames } from '../reference/job-positions.ts';
import { countryRows } from '../reference/countries.ts';
import { categoryId, industryId, subCategoryId } from '../seed-reference.ts';
import { Random, type Seed } from './random.ts';
import { industryWords, productBases, type ProductBase } from './words/products.ts';
import { specValues } from './words/specs.ts';
import { demoCountries, streetPatterns, type DemoCountry } from './words/places.ts';
import { personNames, professions } from './words/people.ts';
import {
  commonNameWords,
  japaneseRoots,
  koreanSyllables,
  namePrefixes,
  nameSuffixWords,
  pinyinSyllables,
  rootEnds,
  rootStarts,
  trailingNameWords,
} from './words/companies.ts';
import {
  bodyFragments,
  briefTemplates,
  businessTypeNouns,
  capacityUnits,
  certificates,
  closings,
  contractManufacturing,
  deliveryTerms,
  facilityProcesses,
  facilityTemplates,
  languageNames,
  markets,
  modelLetters,
  openings,
  packagingTypes,
  productionFragments,
  serviceClosings,
  serviceFragments,
  serviceOpenings,
  serviceShortTemplates,
  paymentCurrencies,
  paymentTypes,
  productBodies,
  productOpenings,
  shortDescriptionTemplates,
} from './words/text.ts';
import type {
  DemoBusiness,
  DemoCertificate,
  DemoFactory,
  DemoProduct,
  DemoSpec,
  DemoUser,
  ProductDistribution,
  Range,
  Tier,
} from './types.ts';

/** Sizes of the embedded demo directory and of the benchmark data set. */
export const demoSizes = { users: 200, businesses: 300 } as const;
export const benchmarkSizes = { users: 100_000, businesses: 100_000, products: 1_000_000 } as const;

/** Many businesses with a handful of products, a few with full showcases (≈ 2,300 at demo size). */
export const demoDistribution: ProductDistribution = { shape: 1.3, zeroShare: 0.04 };
/** Fuller showcases so that 100k businesses reach the benchmark's 1M products, cut at exactly 1M. */
export const benchmarkDistribution: ProductDistribution = {
  shape: 0.55,
  zeroShare: 0.02,
  maxTotal: benchmarkSizes.products,
};

/** All dates are relative to this fixed day, never to the clock. */
const REFERENCE_DATE = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Shared lookups, built once.

const dialCodes = new Map(countryRows().map((c) => [c.code, c.dialCodes[0] ?? '']));
const countryNames = new Map(countryRows().map((c) => [c.code, c.name]));
const countryWeights = demoCountries.map((c) => c.weight);

/** Relative share of businesses per industry key (uneven on purpose). */
const industryWeights: Record<string, number> = {
  '0001': 8,
  '0002': 12,
  '0003': 7,
  '0004': 10,
  '0005': 12,
  '0006': 5,
  '0007': 9,
  '0008': 3,
  '0009': 5,
  '0010': 4,
  '0011': 11,
  '0012': 5,
  '0013': 6,
  '0014': 10,
  '0015': 5,
};
const industryKeys = industryTree.map((i) => i.key);
const industryKeyWeights = industryKeys.map((k) => industryWeights[k] ?? 1);

const businessTypeWeights: Record<BusinessTypeCode, number> = {
  MA: 40,
  DI: 14,
  WS: 10,
  IM: 8,
  EX: 12,
  RE: 7,
  IN: 2,
  CO: 5,
  GO: 2,
};
const tierShares: [Tier, number][] = [
  ['standard', 76],
  ['gold', 13],
  ['premium', 7],
  ['platinum', 4],
];
const verifiedShare: Record<Tier, number> = { standard: 0.12, gold: 0.8, premium: 0.92, platinum: 1 };

const employeeBands: Range[] = [
  { min: 1, max: 10 },
  { min: 11, max: 50 },
  { min: 51, max: 200 },
  { min: 201, max: 500 },
  { min: 501, max: 1000 },
  { min: 1001, max: 5000 },
  { min: 5001, max: 10000 },
];
const revenueBands: Range[] = [
  { min: 0, max: 1_000_000 },
  { min: 1_000_000, max: 5_000_000 },
  { min: 5_000_000, max: 10_000_000 },
  { min: 10_000_000, max: 50_000_000 },
  { min: 50_000_000, max: 100_000_000 },
  { min: 100_000_000, max: 500_000_000 },
  { min: 500_000_000, max: 1_000_000_000 },
];

const basesByIndustry = new Map(industryKeys.map((k) => [k, productBases(k)]));
const basesByCategory = new Map<string, ProductBase[]>();
for (const [key, bases] of basesByIndustry) {
  for (const b of bases) {
    const id = `${key}:${b.category}`;
    const list = basesByCategory.get(id) ?? [];
    list.push(b);
    basesByCategory.set(id, list);
  }
}

// ---------------------------------------------------------------------------------------------
// Small helpers.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** Lower-case ASCII: "José Müller" → "jose muller". */
export function asciiFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/[’']/g, '')
    .toLowerCase();
}

export function slugify(text: string): string {
  return asciiFold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const lower = name[0]!.toLowerCase() + name.slice(1);
    const value = values[name] ?? values[lower];
    if (value === undefined) return `{${name}}`;
    const text = String(value);
    return name[0] === name[0]!.toUpperCase() && name[0] !== lower[0] ? capitalise(text) : text;
  });
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function pickCity(rng: Random, country: DemoCountry): { city: string; stateId: string | null } {
  // Cities are listed biggest industrial centres first.
  const entry = rng.zipf(country.cities, 0.8);
  const [city, state] = entry.split(':') as [string, string | undefined];
  return { city, stateId: state ? `${country.code}-${state}` : null };
}

function zipcode(rng: Random, format: string): string {
  let out = '';
  for (const ch of format) {
    if (ch === '#') out += String(rng.int(0, 9));
    else if (ch === 'A') out += 'ABCDEFGHJKLMNPRSTVWXY'[rng.int(0, 20)];
    else out += ch;
  }
  return out;
}

function phone(rng: Random, country: DemoCountry): { countryCode: string; number: string } {
  return {
    countryCode: `+${dialCodes.get(country.code) ?? '1'}`,
    number: rng.digits(country.phoneDigits, true),
  };
}

function streetAddress(rng: Random, country: DemoCountry): string {
  const style = streetPatterns[country.region];
  return fill(rng.pick(style.patterns), {
    n: rng.zipfIndex(2000, 0.6) + 1,
    u: rng.int(1, 24),
    s: rng.pick(style.words),
  });
}

function pickCountry(rng: Random): DemoCountry {
  return rng.weighted(demoCountries, countryWeights);
}

// ---------------------------------------------------------------------------------------------
// Users.

function personName(rng: Random, country: DemoCountry): { first: string; last: string; gender: string } {
  const names = personNames[country.region];
  const female = rng.chance(0.45);
  const first = rng.zipf(female ? names.female : names.male, 0.7);
  let last = rng.zipf(names.last, 0.7);
  // Spanish and Portuguese speakers often show two surnames.
  if ((country.region === 'spanish' || country.region === 'portuguese') && rng.chance(0.25)) {
    last = `${last} ${rng.zipf(names.last, 0.7)}`;
  }
  const gender = rng.chance(0.03) ? rng.pick(['X', 'N']) : female ? 'F' : 'M';
  return { first, last, gender };
}

const emailDomains = ['example.com', 'example.org', 'example.net'];

function uniqueEmail(rng: Random, first: string, last: string, used: Set<string>): string {
  const f = slugify(first).replace(/-/g, '');
  const l = slugify(last).replace(/-/g, '');
  const styles = [`${f}.${l}`, `${f[0] ?? 'x'}${l}`, `${f}${l}`, `${f}_${l}`];
  const domain = rng.pick(emailDomains);
  for (const local of styles) {
    const email = `${local}@${domain}`;
    if (!used.has(email)) {
      used.add(email);
      return email;
    }
  }
  for (let n = 2; ; n++) {
    const email = `${styles[0]}${n}@${domain}`;
    if (!used.has(email)) {
      used.add(email);
      return email;
    }
  }
}

function pickIndustryKey(rng: Random): string {
  return rng.weighted(industryKeys, industryKeyWeights);
}

function pickBusinessType(rng: Random, industryKey: string): BusinessTypeCode {
  const weights = businessTypeCodes.map((code) =>
    industryKey === '0015' && code === 'CO'
      ? 60
      : industryKey === '0015' && code === 'MA'
        ? 4
        : businessTypeWeights[code],
  );
  return rng.weighted(businessTypeCodes, weights);
}

function industryNameLower(key: string): string {
  const name = industryTree.find((i) => i.key === key)?.name ?? '';
  if (name === 'Electronics & IT') return 'electronics and IT';
  if (name === 'Machineries') return 'machinery';
  return name.toLowerCase();
}

function categoryName(key: string, n: number): string {
  return industryTree.find((i) => i.key === key)?.categories[n - 1]?.name ?? '';
}

function marketList(rng: Random, count: number): string[] {
  const out = new Set<string>();
  while (out.size < count) out.add(rng.zipf(markets, 0.7));
  return [...out];
}

/** One user; `used` holds the e-mails already taken in this run. */
function makeUser(seed: Seed, index: number, used: Set<string>): DemoUser {
  const rng = Random.derive(seed, 'user', index);
  const userID = rng.uuid();
  const country = pickCountry(rng);
  const { city, stateId } = pickCity(rng, country);
  const { first, last, gender } = personName(rng, country);
  const email = uniqueEmail(rng, first, last, used);
  const key = pickIndustryKey(rng);
  const businessTypeCode = pickBusinessType(rng, key);
  const position = Math.min(jobPositionNames.length, rng.zipfIndex(jobPositionNames.length, 0.5) + 1);
  const jobPosition = jobPositionNames[position - 1]!;
  const words = industryWords[key]!;
  const companyName = `${rng.pick(rootStarts)}${rng.pick(rootEnds)} ${rng.zipf(words.nameWords)} ${rng.zipf(country.legalForms)}`;
  const profession = rng.zipf(professions, 0.8);
  const cat = rng.int(1, words.categories.length);
  const birth = Date.UTC(rng.int(1958, 2003), rng.int(0, 11), rng.int(1, 28));
  const lang = country.languages[0]!;
  const brief = fill(rng.pick(briefTemplates), {
    position: jobPosition,
    company: companyName,
    industry: industryNameLower(key),
    markets: joinList(marketList(rng, rng.int(1, 2))),
    years: rng.int(3, 30),
    city,
    country: countryNames.get(country.code) ?? country.code,
    category: categoryName(key, cat).toLowerCase(),
    profession,
  }).slice(0, 512);
  const mobile = rng.chance(0.85) ? phone(rng, country) : null;
  return {
    index,
    userID,
    firstName: first,
    lastName: last,
    email,
    mobilePhone: mobile && { countryCode: mobile.countryCode, phoneNumber: mobile.number },
    city,
    countryCode: country.code,
    stateId,
    genderCode: gender,
    preferredLanguageCode: ['en', 'es', 'it', 'zh', 'pt', 'fr', 'de'].includes(lang) ? lang : 'en',
    jobPositionId: `jp${pad(position)}`,
    businessTypeCode,
    industryId: industryId(key),
    companyName,
    profession,
    birthDate: isoDate(birth),
    briefPresentation: brief,
    showBirthDate: rng.chance(0.3),
    showProfession: rng.chance(0.85),
    hasProfilePhoto: rng.chance(0.7),
    hasCoverPhoto: rng.chance(0.4),
    createdAt: new Date(REFERENCE_DATE - rng.int(1, 3 * 365) * DAY - rng.int(0, DAY - 1)).toISOString(),
  };
}

export function* generateUserStream(seed: Seed, count: number): Generator<DemoUser> {
  const used = new Set<string>();
  for (let i = 0; i < count; i++) yield makeUser(seed, i, used);
}

export function generateUsers(seed: Seed, count: number): DemoUser[] {
  return [...generateUserStream(seed, count)];
}

// ---------------------------------------------------------------------------------------------
// Businesses.

function inventedRoot(rng: Random): string {
  return rng.pick(rootStarts) + rng.pick(rootEnds);
}

function syllablePair(rng: Random, syllables: readonly string[]): string {
  const a = rng.pick(syllables);
  let b = rng.pick(syllables);
  if (b === a) b = rng.pick(syllables);
  return a + b.toLowerCase();
}

/** The distinctive part of a company name, without the legal form. */
function nameCore(rng: Random, country: DemoCountry, industryKey: string, city: string): string {
  const words = industryWords[industryKey]!;
  const sector = () => rng.zipf(words.nameWords, 1.1);
  const common = () => rng.zipf(commonNameWords, 1.1);
  const trailing = () => rng.zipf(trailingNameWords, 1.1);
  const surname = () => rng.zipf(personNames[country.region].last, 0.6);
  const lang = country.languages[0]!;

  switch (country.region) {
    case 'chinese':
      if (rng.chance(0.7)) {
        const place = rng.chance(0.6) ? `${city} ` : '';
        return `${place}${syllablePair(rng, pinyinSyllables)} ${rng.chance(0.3) ? `${common()} ` : ''}${sector()}`;
      }
      break;
    case 'japanese':
      if (rng.chance(0.7))
        return `${rng.pick(japaneseRoots)} ${rng.chance(0.5) ? rng.pick(nameSuffixWords.ja!) : sector()}`;
      break;
    case 'korean':
      if (rng.chance(0.7))
        return `${syllablePair(rng, koreanSyllables)} ${rng.chance(0.4) ? `${common()} ` : ''}${sector()}`;
      break;
    case 'indian':
      if (rng.chance(0.5)) {
        const head = rng.chance(0.5) ? surname() : inventedRoot(rng);
        return `${head} ${rng.pick(nameSuffixWords.in!)}`;
      }
      break;
    case 'turkish':
      if (rng.chance(0.5)) return `${inventedRoot(rng)} ${rng.pick(nameSuffixWords.tr!)}`;
      break;
    case 'german':
      if (rng.chance(0.35)) return `${surname()} ${rng.pick(nameSuffixWords.de!)}`;
      break;
    case 'italian':
      if (rng.chance(0.35)) return `${surname()} ${rng.pick(nameSuffixWords.it!)}`;
      break;
    default:
      break;
  }

  const prefixes = namePrefixes[lang];
  const roll = rng.next();
  if (roll < 0.3) return `${inventedRoot(rng)} ${sector()}`;
  if (roll < 0.48) return `${common()} ${sector()}`;
  if (roll < 0.63)
    return prefixes ? `${rng.pick(prefixes)} ${inventedRoot(rng)}` : `${inventedRoot(rng)} ${trailing()}`;
  if (roll < 0.78) return rng.chance(0.5) ? `${surname()} ${sector()}` : `${surname()} & ${surname()}`;
  return rng.chance(0.5)
    ? `${inventedRoot(rng)} ${common()} ${sector()}`
    : `${inventedRoot(rng)} ${sector()} ${trailing()}`;
}

function withLegalForm(rng: Random, country: DemoCountry, core: string): string {
  return rng.chance(0.92) ? `${core} ${rng.zipf(country.legalForms, 1)}` : core;
}

/** Public bodies and investors are named differently from companies. */
const agencyNames = [
  'Trade Promotion Office',
  'Export Development Agency',
  'Industrial Development Agency',
  'Investment Promotion Agency',
  'Chamber of Industry and Commerce',
  'Small Business Development Centre',
];
const investorWords = [
  'Capital',
  'Ventures',
  'Capital Partners',
  'Investments',
  'Equity Partners',
  'Holdings',
];

function uniqueCompanyName(
  rng: Random,
  type: BusinessTypeCode,
  country: DemoCountry,
  industryKey: string,
  city: string,
  used: Set<string>,
): string {
  const take = (name: string) => {
    used.add(name.toLowerCase());
    return name;
  };
  const free = (name: string) => !used.has(name.toLowerCase());
  let core = '';
  let legal = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    if (type === 'GO') {
      const where = rng.chance(0.5) ? city : (countryNames.get(country.code) ?? city);
      core = `${where} ${rng.pick(agencyNames)}`;
    } else if (type === 'IN') {
      core = `${rng.chance(0.5) ? inventedRoot(rng) : rng.zipf(commonNameWords, 1.1)} ${rng.pick(investorWords)}`;
    } else core = nameCore(rng, country, industryKey, city);
    const full = type === 'GO' ? core : withLegalForm(rng, country, core);
    legal = full.slice(core.length);
    if (free(full)) return take(full);
  }
  // Still taken: add the home city, then a number, the way real registries disambiguate.
  if (!core.includes(city) && free(`${core} ${city}${legal}`)) return take(`${core} ${city}${legal}`);
  for (let n = 2; ; n++) {
    const candidate = `${core} ${n}${legal}`;
    if (free(candidate)) return take(candidate);
  }
}

function band(rng: Random, tier: Tier, type: BusinessTypeCode): number {
  const boost = { standard: 0, gold: 1, premium: 1.5, platinum: 2.2 }[tier] + (type === 'MA' ? 0.4 : 0);
  const raw = Math.floor(rng.zipfIndex(employeeBands.length, 1.2) + boost * rng.next() * 1.6);
  return Math.min(employeeBands.length - 1, raw);
}

function makeCertificates(rng: Random, industryKey: string, tier: Tier): DemoCertificate[] {
  const candidates = certificates.filter((c) => !c.industries || c.industries.includes(industryKey));
  const max = { standard: 2, gold: 3, premium: 4, platinum: 5 }[tier];
  const count = rng.chance(tier === 'standard' ? 0.55 : 0.9) ? rng.int(1, max) : 0;
  // ISO 9001 first: by far the most common.
  const ordered = [candidates[0]!, ...rng.shuffle(candidates.slice(1))];
  return ordered.slice(0, count).map((c) => {
    const issue = REFERENCE_DATE - rng.int(30, c.years ? c.years * 365 - 30 : 6 * 365) * DAY;
    return {
      id: rng.uuid(),
      name: c.name,
      issueDate: isoDate(issue),
      expireDate: c.years ? isoDate(issue + c.years * 365 * DAY) : null,
    };
  });
}

function descriptions(
  rng: Random,
  values: Record<string, string | number>,
  kind: 'producer' | 'trader' | 'service',
): { shortDescription: string; generalDescription: string } {
  const service = kind === 'service';
  const shortTemplate = rng.pick(service ? serviceShortTemplates : shortDescriptionTemplates);
  const shortDescription = capitalise(fill(shortTemplate, values)).slice(0, 160);
  const pool = service
    ? serviceFragments
    : kind === 'producer'
      ? [...bodyFragments, ...productionFragments]
      : bodyFragments;
  const body = rng.sample(pool, rng.int(2, 4)).map((f) => fill(f, values));
  const parts = [fill(rng.pick(service ? serviceOpenings : openings), values), ...body];
  if (rng.chance(0.8)) parts.push(rng.pick(service ? serviceClosings : closings));
  return { shortDescription, generalDescription: parts.join(' ') };
}

/** An owner: a user id and the user's country (businesses prefer owners from their own country). */
export type DemoOwner = Pick<DemoUser, 'userID' | 'countryCode'>;

interface BusinessState {
  names: Set<string>;
  keys: Set<string>;
  owners: readonly DemoOwner[];
  ownersByCountry: Map<string, number[]>;
  ownedCount: Map<number, number>;
}

function pickOwner(rng: Random, state: BusinessState, countryCode: string): string | null {
  const total = state.owners.length;
  if (total === 0) return null;
  const local = state.ownersByCountry.get(countryCode);
  const own = (i: number) => {
    state.ownedCount.set(i, (state.ownedCount.get(i) ?? 0) + 1);
    return state.owners[i]!.userID;
  };
  // A user acts for at most 5 businesses (the posting actor selector lists 5) while there are
  // users left under that; every business gets an owner (the column is not null).
  for (let attempt = 0; attempt < 6; attempt++) {
    const i = local && rng.chance(0.85) ? rng.pick(local) : rng.int(0, total - 1);
    if ((state.ownedCount.get(i) ?? 0) < 5) return own(i);
  }
  const start = rng.int(0, total - 1);
  for (let k = 0; k < total; k++) {
    const i = (start + k) % total;
    if ((state.ownedCount.get(i) ?? 0) < 5) return own(i);
  }
  return own(start);
}

function makeBusiness(seed: Seed, index: number, state: BusinessState): DemoBusiness {
  const rng = Random.derive(seed, 'business', index);
  const businessID = rng.uuid();
  // The first few businesses walk through every industry, type and portal country so that even a
  // small directory covers them all; the rest follow the weights.
  const industryKey = index < industryKeys.length ? industryKeys[index]! : pickIndustryKey(rng);
  const type =
    index < businessTypeCodes.length ? businessTypeCodes[index]! : pickBusinessType(rng, industryKey);
  const country = index < 24 ? demoCountries[index]! : pickCountry(rng);
  const tier = rng.weightedEntry(tierShares);
  const { city, stateId } = pickCity(rng, country);
  const companyName = uniqueCompanyName(rng, type, country, industryKey, city, state.names);
  let key = slugify(companyName).slice(0, 56).replace(/-+$/, '');
  if (state.keys.has(key)) key = `${key}-${index.toString(36)}`;
  state.keys.add(key);

  const words = industryWords[industryKey]!;
  const categoryCount = words.categories.length;
  const catNumbers = rng
    .sample(
      Array.from({ length: categoryCount }, (_, i) => i + 1),
      rng.weighted([1, 2, 3], [5, 3, 2]),
    )
    .sort((a, b) => a - b);
  const catNames = catNumbers.map((n) => categoryName(industryKey, n));
  const featured = catNumbers.flatMap((n) => basesByCategory.get(`${industryKey}:${n}`) ?? []);
  const productsPhrase = joinList(rng.sample(featured, 2).map((b) => pluralise(b.name)));

  // Skewed towards younger companies: half were founded in the last 20 years.
  const yearStablished = 2023 - Math.floor(Math.pow(rng.next(), 1.4) * 60);
  const bandIndex = band(rng, tier, type);
  const employees = employeeBands[bandIndex]!;
  const revenue = revenueBands[Math.min(revenueBands.length - 1, Math.max(0, bandIndex + rng.int(-1, 1)))]!;
  const producing = type === 'MA' || ((type === 'EX' || type === 'WS' || type === 'DI') && rng.chance(0.35));
  const hasFactory = producing || (type === 'IM' && rng.chance(0.1));
  const productionShare = producing ? rng.float(0.45, 0.8) : 0;
  const lines = producing ? Math.max(1, Math.round((bandIndex + 1) * rng.float(0.6, 2.4))) : 0;
  const area = producing ? Math.round((employees.max * rng.float(15, 60)) / 100) * 100 + 200 : 0;
  const averageLeadTime = rng.weighted([7, 15, 21, 30, 45, 60, 90], [10, 22, 18, 25, 12, 8, 5]);
  const countryName = countryNames.get(country.code) ?? country.code;
  const certs = makeCertificates(rng, industryKey, tier);
  const marketsList = marketList(rng, rng.int(1, 4));

  const typeNoun = rng.pick(businessTypeNouns[type]!);
  const { shortDescription, generalDescription } = descriptions(
    rng,
    {
      company: companyName,
      type: typeNoun,
      aType: `${/^[aeiou]/i.test(typeNoun) ? 'an' : 'a'} ${typeNoun}`,
      industry: industryNameLower(industryKey),
      category: catNames[0] ?? '',
      categories: joinList(catNames),
      city,
      country: countryName,
      year: yearStablished,
      years: 2026 - yearStablished,
      markets: joinList(marketsList),
      products: productsPhrase,
      employees: rng.int(employees.min, employees.max),
      lines: Math.max(lines, 1),
      area: Math.max(area, 500).toLocaleString('en-US'),
      cert: certs[0]?.name ?? 'ISO 9001:2015',
      lead: averageLeadTime,
      exportCount: rng.int(5, 60),
      productionLines: lines === 1 ? '1 production line' : `${Math.max(lines, 2)} production lines`,
    },
    type === 'IN' || type === 'CO' || type === 'GO' || industryKey === '0015'
      ? 'service'
      : producing
        ? 'producer'
        : 'trader',
  );

  const contactPhone = phone(rng, country);
  const mobile = rng.chance(0.7) ? phone(rng, country) : null;
  const legalAddressEnglish = `${streetAddress(rng, country)}, ${city}`;
  const zip = zipcode(rng, country.zip);
  const factoryCity = hasFactory && rng.chance(0.3) ? pickCity(rng, country) : { city, stateId };

  const factory: DemoFactory | null = hasFactory
    ? {
        manufacturingFacilities: producing
          ? fill(rng.pick(facilityTemplates), {
              city: factoryCity.city,
              productionLines: lines === 1 ? '1 production line' : `${lines} production lines`,
              area: Math.max(area, 300).toLocaleString('en-US'),
              process: rng.pick(facilityProcesses[industryKey] ?? ['assembly']),
            })
          : 'Warehouse and light assembly; production is contracted to partner plants.',
        city: factoryCity.city,
        zipcode: factoryCity.city === city ? zip : zipcode(rng, country.zip),
        countryCode: country.code,
        stateId: factoryCity.stateId,
        factorySize: Math.max(area, 300),
        numberProductionLines: lines,
        contractManufacturing: rng
          .sample(contractManufacturing, rng.weighted([0, 1, 2, 3], [3, 4, 3, 1]))
          .map((code) => ({ code })),
      }
    : null;

  const languages = new Set<string>([country.languages[0]!]);
  for (const l of country.languages.slice(1)) if (rng.chance(0.6)) languages.add(l);
  if (rng.chance(0.85)) languages.add('en');
  if (rng.chance(0.1)) languages.add(rng.pick(['es', 'fr', 'de', 'zh', 'ar', 'ru', 'pt']));

  const currencies = new Set<string>(['USD']);
  if (country.currency !== 'USD' && rng.chance(0.7)) currencies.add(country.currency);
  while (rng.chance(0.35)) currencies.add(rng.zipf(paymentCurrencies, 1));

  const capacityUnit = rng.pick(capacityUnits[industryKey] ?? ['units']);
  const capacityMin = Math.round(Math.pow(10, rng.float(1, 4.5)));

  return {
    index,
    businessID,
    key,
    ownerUserID: pickOwner(rng, state, country.code),
    subscription: tier,
    verified: rng.chance(verifiedShare[tier]),
    likes: Math.min(
      5000,
      Math.floor(Math.pow(1 - rng.next(), -1.4)) - 1 + (tier === 'standard' ? 0 : rng.int(5, 60)),
    ),
    general: {
      companyName,
      shortDescription,
      generalDescription,
      businessTypeCode: type,
      industryId: industryId(industryKey),
      industryKey,
      categories: catNumbers.map((n) => `${industryId(industryKey)}.${categoryId(industryKey, n)}`),
      yearStablished,
      totalAnnualRevenue: revenue,
      totalEmployees: employees,
      totalProductionEmployees: producing
        ? {
            min: Math.max(1, Math.round(employees.min * productionShare)),
            max: Math.max(1, Math.round(employees.max * productionShare)),
          }
        : { min: 0, max: 0 },
      productionCapacity: producing
        ? {
            min: capacityMin,
            max: capacityMin * rng.int(2, 5),
            unit: capacityUnit,
            period: rng.chance(0.7) ? 'month' : 'year',
          }
        : null,
      hasVideo: tier !== 'standard' && rng.chance(0.4),
    },
    contactInfo: {
      legalAddressEnglish,
      shippingAddressEnglish: rng.chance(0.75)
        ? legalAddressEnglish
        : `${streetAddress(rng, country)}, ${city}`,
      city,
      zipcode: zip,
      countryCode: country.code,
      stateId,
      email: `${rng.pick(['info', 'sales', 'export', 'contact', 'office'])}@${key}.example.com`,
      website: `https://www.${key}.example.com`,
      phone: { countryCode: contactPhone.countryCode, businessPhoneNumber: contactPhone.number },
      mobilePhone: mobile && { countryCode: mobile.countryCode, businessPhoneNumber: mobile.number },
    },
    factory,
    tradeCapabilities: {
      markets: marketsList.map((name) => ({ name })),
      spokenLanguages: [...languages].map((code) => ({ name: languageNames[code] ?? code })),
      totalEmployeesSales: Math.max(
        1,
        Math.round(rng.int(employees.min, employees.max) * rng.float(0.05, 0.25)),
      ),
      averageLeadTime,
    },
    businessTerms: {
      acceptedDeliveryTerms: named(distinct(rng, deliveryTerms, rng.int(1, 4))),
      acceptedPaymentCurrencies: named([...currencies]),
      packagingTypes: named(distinct(rng, packagingTypes, rng.int(1, 3))),
      acceptedPaymentTypes: named(distinct(rng, paymentTypes, rng.int(1, 4))),
    },
    certificates: certs,
    createdAt: new Date(REFERENCE_DATE - rng.int(1, 4 * 365) * DAY - rng.int(0, DAY - 1)).toISOString(),
  };
}

const named = (names: string[]) => names.map((name) => ({ name }));

/** `count` distinct items from a list ordered most-common-first, Zipf-skewed, in list order. */
function distinct(rng: Random, items: readonly string[], count: number): string[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, items.length)) chosen.add(rng.zipfIndex(items.length, 0.9));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
}

const uncountable =
  /(software|oil|water|juice|milk|flour|rice|corn|wheat|cement|concrete|fabric|denim|freight|equipment|ketchup|sugar|pepper|paprika|powder|tea|coffee|beer|wine|gin|butter|cream|yogurt|lumber|insulation|hosting|transport|clearance|support|packing|printing|development|outsourcing|hedging|consolidation|warehousing|sampling|printing|clothing|lighting|flooring|tubing|packaging|consulting|testing|shelving|seating|roofing|engineering|processing|machining)$/;

function pluralise(name: string): string {
  if (/s$/.test(name) || uncountable.test(name)) return name;
  if (/(x|ch|sh)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

export function* generateBusinessStream(
  seed: Seed,
  count: number,
  owners: readonly DemoOwner[] = [],
): Generator<DemoBusiness> {
  const ownersByCountry = new Map<string, number[]>();
  owners.forEach((o, i) => {
    const list = ownersByCountry.get(o.countryCode) ?? [];
    list.push(i);
    ownersByCountry.set(o.countryCode, list);
  });
  const state: BusinessState = {
    names: new Set(),
    keys: new Set(),
    owners,
    ownersByCountry,
    ownedCount: new Map(),
  };
  for (let i = 0; i < count; i++) yield makeBusiness(seed, i, state);
}

export function generateBusinesses(
  seed: Seed,
  count: number,
  users: readonly DemoOwner[] = [],
): DemoBusiness[] {
  return [...generateBusinessStream(seed, count, users)];
}

// ---------------------------------------------------------------------------------------------
// Products.

/** How many products a business gets: skewed, capped by its tier's showcase limit. */
export function productCountFor(
  seed: Seed,
  business: DemoBusiness,
  distribution: ProductDistribution,
): number {
  const rng = Random.derive(seed, 'product-count', business.index);
  if (rng.chance(distribution.zeroShare)) return 0;
  const limit = membershipPlan(business.subscription).productLimit;
  return Math.min(limit, 1 + Math.floor(limit * Math.pow(rng.next(), distribution.shape)));
}

function modelCode(rng: Random): string {
  const letters =
    rng.pick(['', '', 'X', 'S', 'P', 'H']) +
    modelLetters[rng.int(0, modelLetters.length - 1)]! +
    modelLetters[rng.int(0, modelLetters.length - 1)]!;
  return `${letters}-${rng.pick([rng.int(10, 99), rng.int(100, 990), rng.int(1000, 9900)])}`;
}

function makeProduct(
  seed: Seed,
  business: DemoBusiness,
  n: number,
  globalIndex: number,
  usedNames: Set<string>,
): DemoProduct {
  const rng = Random.derive(seed, 'product', business.index, n);
  const key = business.general.industryKey;
  const words = industryWords[key]!;
  const catNumbers = business.general.categories.map((c) => Number(c.slice(-2)));
  // Most products sit in the business's first category; the others get fewer.
  const cat = catNumbers[rng.zipfIndex(catNumbers.length, 1.2)]!;
  const bases = basesByCategory.get(`${key}:${cat}`) ?? basesByIndustry.get(key)!;
  const base = rng.zipf(bases, 0.8);
  const modifiers = words.categoryModifiers?.[cat]?.split(';').map((m) => m.trim()) ?? words.modifiers;
  let modifier = rng.chance(0.6) ? rng.zipf(modifiers, 0.9) : '';
  // "organic cotton cotton lace trim": skip a modifier that repeats a word of the name.
  const baseWords = new Set(base.name.toLowerCase().split(/[\s-]+/));
  if (
    modifier
      .toLowerCase()
      .split(/[\s-]+/)
      .some((w) => baseWords.has(w))
  )
    modifier = '';
  const model = rng.chance(key === '0011' || key === '0015' ? 0.05 : 0.45) ? ` ${modelCode(rng)}` : '';
  let name = capitalise(`${modifier ? `${modifier} ` : ''}${base.name}${model}`);
  // One showcase never lists the same name twice: a repeat gets (another) model code.
  while (usedNames.has(name)) name = `${name.replace(/ [A-Z]{2,3}-\d+$/, '')} ${modelCode(rng)}`;
  usedNames.add(name);

  const specIds = (words.specs[cat - 1] ?? '').split(',').filter(Boolean);
  const chosen = specIds.filter((_, i) => i < 3 || rng.chance(0.6));
  let bore = 0;
  const specs: DemoSpec[] = chosen.map((id) => {
    const { key: specKey, values } = specValues(id, key);
    // Keep pairs consistent: a bearing's outer diameter is larger than its bore.
    const usable = id === 'outerDiameter' ? values.filter((v) => parseFloat(v) > bore) : values;
    const value = rng.zipf(usable.length ? usable : values, 0.5);
    if (id === 'boreDiameter') bore = parseFloat(value);
    return { key: specKey, value };
  });

  const subName = industryTree.find((i) => i.key === key)!.categories[cat - 1]!.subCategories[
    base.subCategory - 1
  ]!;
  const catName = categoryName(key, cat);
  const keywordSet = new Set<string>();
  keywordSet.add(base.name.toLowerCase());
  if (modifier) keywordSet.add(modifier.toLowerCase());
  keywordSet.add(subName.toLowerCase());
  keywordSet.add(catName.toLowerCase());
  for (const w of base.name.toLowerCase().split(/[\s,]+/)) if (w.length > 3) keywordSet.add(w);
  const keywords = [...keywordSet].slice(0, 8);

  const leadTime = Math.max(1, Math.round(business.tradeCapabilities.averageLeadTime * rng.float(0.5, 1.5)));
  const specPhrase = (s: DemoSpec | undefined) =>
    s ? `${s.key.toLowerCase()} ${s.value}` : 'standard options';
  const description = [
    fill(rng.pick(productOpenings), { product: name }),
    ...rng
      .sample(productBodies, rng.int(1, 3))
      .map((b) => fill(b, { spec1: specPhrase(specs[0]), spec2: specPhrase(specs[1]), lead: leadTime })),
    // A name ending in a legal form ("Inc.") already ends the sentence.
    rng.chance(0.5) ? `Made by ${business.general.companyName.replace(/\.$/, '')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return {
    index: globalIndex,
    productID: rng.uuid(),
    businessID: business.businessID,
    businessIndex: business.index,
    name,
    keywords,
    description,
    industryId: industryId(key),
    categoryId: categoryId(key, cat),
    subCategoryId: subCategoryId(key, cat, base.subCategory),
    specs,
    leadTime,
    stock: rng.chance(0.3) ? 0 : Math.round(Math.pow(10, rng.float(0.5, 4.5))),
    imageCount: rng.weighted([1, 2, 3, 4], [45, 30, 15, 10]),
    likes: Math.min(2000, Math.floor(Math.pow(1 - rng.next(), -1.2)) - 1),
    createdAt: new Date(Date.parse(business.createdAt) + rng.int(0, 365) * DAY).toISOString(),
  };
}

/** The products of one business (for loaders that insert a business and its products together). */
export function* productsForBusiness(
  seed: Seed,
  business: DemoBusiness,
  distribution: ProductDistribution = demoDistribution,
  firstIndex = 0,
): Generator<DemoProduct> {
  const count = productCountFor(seed, business, distribution);
  const usedNames = new Set<string>();
  for (let n = 0; n < count; n++) yield makeProduct(seed, business, n, firstIndex + n, usedNames);
}

/**
 * Products of every business, one at a time. `businesses` may itself be a stream
 * (`generateBusinessStream`), so a million products never sit in memory together.
 */
export function* generateProductStream(
  seed: Seed,
  businesses: Iterable<DemoBusiness>,
  distribution: ProductDistribution = demoDistribution,
): Generator<DemoProduct> {
  let total = 0;
  const max = distribution.maxTotal ?? Infinity;
  for (const business of businesses) {
    for (const product of productsForBusiness(seed, business, distribution, total)) {
      if (total >= max) return;
      total++;
      yield product;
    }
  }
}

export function generateProducts(
  seed: Seed,
  businesses: Iterable<DemoBusiness>,
  perBusinessDistribution: ProductDistribution = demoDistribution,
): DemoProduct[] {
  return [...generateProductStream(seed, businesses, perBusinessDistribution)];
}

/** The whole embedded demo directory: 200 users, 300 businesses and their products. */
export function generateDemoDirectory(seed: Seed = 'wbn-demo') {
  const users = generateUsers(seed, demoSizes.users);
  const businesses = generateBusinesses(seed, demoSizes.businesses, users);
  const products = generateProducts(seed, businesses, demoDistribution);
  return { users, businesses, products };
}
