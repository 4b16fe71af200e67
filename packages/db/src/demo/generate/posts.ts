/**
 * Posts of the demo's businesses and people (decision 0013). A business posts as itself, written
 * by its owner, on its own timeline, about what it sells: its products (by name, with two of their
 * specs and, often, their picture), its category family, certificates, capacity, markets and
 * delivery terms. A person posts on their own timeline, as a buyer or a trade professional of their
 * industry. Every post draws from its own sub-stream (`Random.derive(seed, 'posts', …)`), so a
 * business's posts depend only on the business and its products and can be streamed.
 */
import { productMainView } from '../pictures.ts';
import { Random, type Seed } from '../random.ts';
import type { DemoBusiness, DemoPost, DemoProduct, DemoUser } from '../types.ts';
import { families, type FamilyId, type TextGroup } from '../words/families.ts';
import {
  businessPosts,
  fairCities,
  fairThemes,
  familyFairThemes,
  hiringRoles,
  monthNames,
  orderQuantities,
  organisationPosts,
  personPosts,
  type BusinessPostKind,
  type OrganisationKind,
  type PersonPostKind,
} from '../words/posts.ts';
import { demoCountries } from '../words/places.ts';
import { certificates, deliveryTerms, markets } from '../words/text.ts';
import { DAY, REFERENCE_DATE } from './dates.ts';
import { placeOf, placeOfIds } from './families.ts';
import { basesByCategory, basesByIndustry, industryNameLower } from './industries.ts';
import { countryNames } from './places.ts';
import { article, capitalise, fill, joinList, pluralise } from './text.ts';

export const HOUR = 3_600_000;
/** Posts cover the half year before the reference day. */
export const POSTS_SINCE = REFERENCE_DATE - 183 * DAY;
/** The newest post is an hour before the reference day, so answers fit after it. */
export const POSTS_UNTIL = REFERENCE_DATE - HOUR;

/** Families without a text group of their own, and the group whose quantities and fairs fit them. */
const fallbackGroups: Partial<Record<FamilyId, TextGroup>> = {
  pcb: 'parts',
  computers: 'equipment',
  tools: 'parts',
  biofuels: 'farm',
};
export const groupOf = (family: FamilyId): TextGroup =>
  families[family].group ?? fallbackGroups[family] ?? 'parts';

/** Countries that read with "the" inside a sentence. */
const withThe = new Set(['US', 'GB', 'AE', 'NL', 'PH', 'CZ', 'DO']);
export function countryInSentence(code: string): string {
  const name = countryNames.get(code) ?? code;
  return withThe.has(code) ? `the ${name}` : name;
}

const exportMarkets = markets.filter((m) => m !== 'Domestic Market');
/** A market inside a sentence: "the Middle East", "Western Europe". */
export const marketInSentence = (market: string) =>
  /^(Middle East|Caribbean)$/.test(market) ? `the ${market}` : market;

/** A product's name as it reads inside a sentence ("stainless steel pump", "LED panel"). */
export function productText(p: Pick<DemoProduct, 'name' | 'subCategoryId'>): string {
  const place = placeOfIds(p);
  for (const start of [...place.modifiers, ...place.bases.map((b) => b.name)]) {
    if (
      p.name.startsWith(capitalise(start)) &&
      (p.name.length === start.length || p.name[start.length] === ' ')
    )
      return start[0] + p.name.slice(1);
  }
  return p.name;
}

/** The base name a product was named from ("centrifugal pump"), or null. */
function baseOf(p: DemoProduct): string | null {
  const name = p.name.toLowerCase();
  let best: string | null = null;
  for (const b of placeOfIds(p).bases)
    if (name.includes(b.name.toLowerCase()) && (!best || b.name.length > best.length)) best = b.name;
  return best;
}

/** What a business can say about itself: what it sells and how, in its family's words. */
export interface Voice {
  business: DemoBusiness;
  family: FamilyId;
  group: TextGroup;
  /** Which templates it posts with. */
  style: 'goods' | 'service' | OrganisationKind;
  products: DemoProduct[];
  /** What it sells, plural ("centrifugal pumps"), most shown first. */
  bases: string[];
  /** Export markets (never "Domestic Market"). */
  markets: string[];
  /** Certificates that are audited and renewed (not marks such as CE). */
  certs: string[];
  incoterms: string[];
  /** When the business (and its owner) could first say something. */
  since: number;
}

/**
 * `ownerSince`: when the owner signed up (ISO), if known: neither the business nor its owner says
 * anything before both existed.
 */
export function voiceOf(business: DemoBusiness, products: DemoProduct[], ownerSince?: string): Voice {
  const g = business.general;
  const type = g.businessTypeCode;
  const catNumbers = g.categories.map((c) => Number(c.slice(-2)));
  const counts = new Map<FamilyId, number>();
  const bases: string[] = [];
  for (const p of products) {
    const family = placeOfIds(p).family;
    counts.set(family, (counts.get(family) ?? 0) + 1);
    const base = baseOf(p);
    const group = groupOf(family);
    if (base && !bases.includes(tradeName(base, group))) bases.push(tradeName(base, group));
  }
  let family: FamilyId = placeOf(g.industryKey, catNumbers[0] ?? 1, 1).family;
  let top = 0;
  for (const [f, n] of counts) if (n > top) [family, top] = [f, n];
  const group = groupOf(family);
  if (bases.length < 2)
    for (const n of catNumbers)
      for (const b of (basesByCategory.get(`${g.industryKey}:${n}`) ?? []).slice(0, 3))
        if (!bases.includes(tradeName(b.name, group))) bases.push(tradeName(b.name, group));
  const organisation = type === 'GO' || type === 'IN' || (type === 'CO' && g.industryKey !== '0015');
  return {
    business,
    family,
    group,
    style: organisation ? (type as OrganisationKind) : group === 'service' ? 'service' : 'goods',
    products,
    bases,
    markets: business.tradeCapabilities.markets
      .map((m) => m.name)
      .filter((m) => m !== 'Domestic Market')
      .map(marketInSentence),
    certs: business.certificates.filter((c) => c.expireDate).map((c) => c.name),
    incoterms: business.businessTerms.acceptedDeliveryTerms.map((t) => t.name),
    since: Math.max(Date.parse(business.createdAt), ownerSince ? Date.parse(ownerSince) : 0),
  };
}

/** A family's label inside a sentence: "pumps", "displays and HMIs", "EV charging". */
export function familyWords(family: FamilyId): string {
  const label = families[family].label;
  return /^\p{Lu}\p{Ll}/u.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

/**
 * What a business sells, as a buyer says it: plural for things counted ("centrifugal pumps"),
 * as listed for food and farm goods ("UHT whole milk", "canned tuna").
 */
export function tradeName(base: string, group: TextGroup): string {
  return group === 'food' || group === 'farm' ? base : pluralise(base);
}

type Values = Record<string, string | number | undefined>;

/** The value names a template uses ("{Product}" uses "product"), worked out once per template. */
const placeholders = new Map<string, string[]>();
function namesIn(template: string): string[] {
  let names = placeholders.get(template);
  if (!names) {
    names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]![0]!.toLowerCase() + m[1]!.slice(1));
    placeholders.set(template, names);
  }
  return names;
}

/** The templates whose placeholders all have a value. */
export function usable(templates: readonly string[], values: Values): string[] {
  return templates.filter((t) => namesIn(t).every((name) => values[name] !== undefined));
}

/** Fills one of the usable templates (the first if none is, which callers avoid). */
export function write(rng: Random, templates: readonly string[], values: Values): string {
  const list = usable(templates, values);
  return fill(rng.pick(list.length ? list : templates), values as Record<string, string | number>);
}

function fairName(rng: Random, family: FamilyId, group: TextGroup): string {
  return `${rng.zipf(fairCities, 0.6)} ${rng.pick(familyFairThemes[family] ?? fairThemes[group])}`;
}

/** Two specs as a sentence each: "Rated power: 4 kW. Voltage: 400 V." */
export function specDetail(p: DemoProduct): string {
  return p.specs
    .slice(0, 2)
    .map((s) => `${s.key}: ${s.value}.`)
    .join(' ');
}

/** A time in [from, until], or null when the range is empty. */
function timeBetween(rng: Random, from: number, until: number): number | null {
  return from < until ? from + Math.floor(rng.next() * (until - from)) : null;
}

function postCount(rng: Random, business: DemoBusiness): number {
  switch (business.subscription) {
    case 'platinum':
      return rng.int(10, 22);
    case 'premium':
      return rng.int(8, 18);
    case 'gold':
      return rng.int(6, 14);
    default:
      return 2 + Math.floor(9 * Math.pow(rng.next(), 1.2));
  }
}

const businessKinds = (v: Voice, listed: number): [BusinessPostKind, number][] => [
  ['product', listed ? 34 : 0],
  ['fair', 8],
  ['fairThanks', 6],
  ['certificate', v.certs.length ? 8 : 0],
  ['capacity', v.business.general.productionCapacity || v.style === 'service' ? 9 : 0],
  ['hiring', 6],
  ['shipping', 12],
  ['company', 10],
];

/** The business that a post was written as, with what its comments need to answer. */
export interface PlannedPost {
  post: DemoPost;
  /** The business posting (null: a person). */
  voice: Voice | null;
  /** The product a product post shows. */
  product: DemoProduct | null;
  /** For a person's post: what they buy or sell, plural, and that base's industry. */
  bases: string | null;
  industryKey: string;
}

/**
 * The posts of one business, newest last, by its owner on its timeline. `firstIndex` numbers
 * them within the whole sequence.
 */
export function postsForBusiness(seed: Seed, voice: Voice, firstIndex = 0): PlannedPost[] {
  const b = voice.business;
  const owner = b.ownerUserID;
  if (!owner) return [];
  const rng = Random.derive(seed, 'posts', 'business', b.index);
  const from = Math.max(POSTS_SINCE, voice.since + DAY);
  const count = postCount(rng, b);
  const out: PlannedPost[] = [];
  const written = new Set<string>();
  for (let n = 0; n < count; n++) {
    const at = timeBetween(rng, from, POSTS_UNTIL);
    if (at === null) break;
    let product: DemoProduct | null = null;
    let content = '';
    let kind: string = voice.style;
    for (let attempt = 0; attempt < 4 && (!content || written.has(content)); attempt++) {
      ({ kind, content, product } = businessPost(rng, voice, at));
    }
    if (written.has(content)) continue;
    written.add(content);
    const pictured = product ? rng.chance(0.7) : kind !== voice.style && rng.chance(0.2);
    out.push({
      post: {
        index: firstIndex + out.length,
        postID: rng.uuid(),
        authorUserID: owner,
        businessID: b.businessID,
        timelineType: 'business',
        timelineID: b.businessID,
        kind,
        content,
        picture: !pictured
          ? null
          : product
            ? { family: placeOfIds(product).family, view: productMainView(product) }
            : { family: voice.family, view: rng.int(0, 3) },
        createdAt: new Date(at).toISOString(),
      },
      voice,
      product,
      bases: null,
      industryKey: b.general.industryKey,
    });
  }
  return out;
}

function businessPost(
  rng: Random,
  v: Voice,
  at: number,
): { kind: string; content: string; product: DemoProduct | null } {
  const b = v.business;
  const g = b.general;
  const month = new Date(at).getUTCMonth();
  const market = v.markets.length ? rng.pick(v.markets) : marketInSentence(rng.zipf(exportMarkets, 0.7));
  if (v.style === 'GO' || v.style === 'IN' || v.style === 'CO') {
    const industry = industryNameLower(g.industryKey);
    const content = write(rng, organisationPosts[v.style], {
      industry,
      aIndustry: `${article(industry)} ${industry}`,
      market,
      country: countryInSentence(b.contactInfo.countryCode),
      city: b.contactInfo.city,
      month: monthNames[(month + rng.int(1, 3)) % 12],
      fair: fairName(rng, v.family, v.group),
      n: v.style === 'CO' ? rng.int(3, 7) * 5 : rng.int(6, 30),
    });
    return { kind: 'organisation', content, product: null };
  }
  // A post shows only products already listed when it was written.
  const listed = v.products.filter((p) => Date.parse(p.createdAt) < at);
  const kind = rng.weightedEntry(businessKinds(v, listed.length));
  const product = kind === 'product' ? rng.zipf(listed, 0.8) : null;
  const lines = b.factory?.numberProductionLines ?? 0;
  const capacity = g.productionCapacity;
  const languages = b.tradeCapabilities.spokenLanguages.map((l) => l.name);
  const years = 2026 - g.yearStablished;
  const values: Values = {
    company: g.companyName,
    family: familyWords(v.family),
    products: joinList(rng.sample(v.bases.slice(0, 6), 2)),
    product: product ? productText(product) : undefined,
    detail: product ? specDetail(product) : undefined,
    lead: product ? product.leadTime : b.tradeCapabilities.averageLeadTime,
    fair: fairName(rng, v.family, v.group),
    month: monthNames[(month + (kind === 'fair' ? rng.int(1, 3) : 1)) % 12],
    stand: `hall ${rng.int(1, 12)}, stand ${'ABCDEFGH'[rng.int(0, 7)]}${rng.int(10, 99)}`,
    cert: v.certs.length ? rng.pick(v.certs) : undefined,
    capacity: capacity
      ? `${capacity.max.toLocaleString('en-US')} ${capacity.unit} a ${capacity.period}`
      : undefined,
    lines: lines > 1 ? `${lines} production lines` : lines === 1 ? 'a new production line' : undefined,
    city: b.factory?.city ?? b.contactInfo.city,
    market,
    incoterm: v.incoterms.length ? rng.pick(v.incoterms) : 'FOB',
    role: rng.pick(hiringRoles[v.group]),
    years: years >= 3 ? years : undefined,
    languages: languages.length > 1 ? joinList(languages) : undefined,
  };
  const style = v.style === 'service' ? 'service' : 'goods';
  const templates = usable(businessPosts[style][kind], values);
  // A kind with nothing to say for this business falls back to company news.
  if (!templates.length)
    return { kind: 'company', content: write(rng, businessPosts[style].company, values), product };
  return { kind, content: fill(rng.pick(templates), values as Record<string, string | number>), product };
}

/** Certificates a person may ask about: audited ones of their industry. */
function certificateFor(rng: Random, industryKey: string): string {
  const list = certificates.filter(
    (c) => c.years > 0 && (!c.industries || c.industries.includes(industryKey)),
  );
  return rng.pick(list).name;
}

function personCount(rng: Random, user: DemoUser): number {
  return user.index === 0 ? 5 : rng.weighted([0, 1, 2, 3, 4, 5, 6], [10, 18, 20, 18, 14, 10, 10]);
}

const personKinds: [PersonPostKind, number][] = [
  ['sourcing', 35],
  ['experience', 25],
  ['fair', 15],
  ['career', 10],
  ['question', 15],
];

/** A person's posts on their own timeline. `company` is the company their profile names. */
export function postsForUser(seed: Seed, user: DemoUser, company: string, firstIndex = 0): PlannedPost[] {
  const rng = Random.derive(seed, 'posts', 'user', user.index);
  const industryKey = user.industryId.slice(1);
  const from = Math.max(POSTS_SINCE, Date.parse(user.createdAt) + DAY);
  const count = personCount(rng, user);
  const out: PlannedPost[] = [];
  const written = new Set<string>();
  let careerDone = false;
  for (let n = 0; n < count; n++) {
    const at = timeBetween(rng, from, POSTS_UNTIL);
    if (at === null) break;
    const base = rng.zipf(basesByIndustry.get(industryKey)!, 0.6);
    const family = placeOf(industryKey, base.category, base.subCategory).family;
    const group = groupOf(family);
    const bases = tradeName(base.name, group);
    let kind = rng.weightedEntry(personKinds);
    if (kind === 'career' && careerDone) kind = 'experience';
    careerDone ||= kind === 'career';
    const content = write(rng, personPosts[kind], {
      bases,
      qty: rng.pick(orderQuantities[group].qty),
      country: countryInSentence(rng.chance(0.5) ? user.countryCode : rng.pick(demoCountries).code),
      market: marketInSentence(rng.zipf(exportMarkets, 0.7)),
      incoterm: rng.pick(deliveryTerms.slice(0, 6)),
      fair: fairName(rng, family, group),
      month: monthNames[(new Date(at).getUTCMonth() + rng.int(1, 3)) % 12],
      profession: user.profession,
      company,
      years: rng.int(5, 30),
      industry: industryNameLower(industryKey),
      cert: certificateFor(rng, industryKey),
    });
    if (written.has(content)) continue;
    written.add(content);
    const pictured = kind === 'sourcing' && rng.chance(0.25);
    out.push({
      post: {
        index: firstIndex + out.length,
        postID: rng.uuid(),
        authorUserID: user.userID,
        businessID: null,
        timelineType: 'user',
        timelineID: user.userID,
        kind,
        content,
        picture: pictured ? { family, view: rng.int(0, 3) } : null,
        createdAt: new Date(at).toISOString(),
      },
      voice: null,
      product: null,
      bases,
      industryKey,
    });
  }
  return out;
}
