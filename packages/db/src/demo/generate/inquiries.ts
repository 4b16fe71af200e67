/**
 * The demo's message center: inquiry threads between buyers and suppliers (decision 0008).
 *
 * Every person sends a few inquiries as themselves, mostly to suppliers of their own industry;
 * traders (distributors, wholesalers, importers, exporters, retailers) and many manufacturers send
 * some as their business; agencies, investors and consultancies write to producers about
 * delegations, investments and market entry. Suppliers of paid tiers are asked more often. Every
 * owner of a business ends up with a thread in one of their inboxes, and the account the README
 * names has unread answers in its own inbox and unread inquiries and answers in its businesses'.
 *
 * A thread is a script of words/inquiries.ts filled with the supplier's real figures (its product's
 * name, spec and lead time, its Incoterms, certificates, packaging and markets) and the buyer's
 * city and country: 2 to 8 messages, the buyer first, dated over the 60 days before the reference
 * day (the loader moves them to the load day with the newsfeed). About a quarter are closed. Who
 * has read what follows the age of the last message: recent answers are often still unread.
 *
 * Every thread draws from its own sub-stream (`'inquiry', key`), so the output is deterministic.
 */
import { Random, type Seed } from '../random.ts';
import type { DemoBusiness, DemoInquiry, DemoInquiryMessage, DemoProduct, DemoUser } from '../types.ts';
import {
  answerGreetings,
  buyerKinds,
  closings,
  couriers,
  deviceQuantities,
  goodsScripts,
  laterGreetings,
  nudges,
  openingGreetings,
  organisationScripts,
  serviceScripts,
  shipsGoods,
  signOffs,
  soldByArea,
  unitPrices,
  type Exchange,
  type InquiryScript,
} from '../words/inquiries.ts';
import { orderQuantities, warranties } from '../words/posts.ts';
import { DAY, REFERENCE_DATE } from './dates.ts';
import { HOUR, countryInSentence, productText, usable, voiceOf, type Voice } from './posts.ts';
import { fill, joinList, lowerTitle } from './text.ts';
import { groupBy } from './group-by.ts';

const MINUTE = 60_000;
/** Threads start at most this long before the reference day. */
export const INQUIRIES_SINCE = REFERENCE_DATE - 60 * DAY;
/** The README's account (michael.smith@example.net), as in social.ts. */
const showcaseIndex = 0;

type Side = 'S' | 'R';
const other = (side: Side): Side => (side === 'S' ? 'R' : 'S');

/** A thread to write: who sends it (as whom) to which business. */
interface Intent {
  /** The thread's sub-stream label. */
  key: string;
  sender: DemoUser;
  /** The business it is sent as, or null (as the user). */
  from: Voice | null;
  to: Voice;
  /** A side that must have a recent unread answer (the showcase's inboxes). */
  unreadFor: Side | null;
}

interface Directory {
  users: readonly DemoUser[];
  userById: Map<string, DemoUser>;
  voices: readonly Voice[];
  /** The businesses each user owns. */
  owned: Map<string, Voice[]>;
  /** Businesses that sell something (goods or services), and by industry key. */
  sellers: readonly Voice[];
  sellersByIndustry: Map<string, Voice[]>;
  /** The company a user's profile names (an owner's first business). */
  companyOf: (u: DemoUser) => string;
}

const tierWeight: Record<string, number> = { standard: 1, gold: 2, premium: 2.5, platinum: 3 };
const traders = new Set(['DI', 'WS', 'IM', 'EX', 'RE']);

/**
 * A supplier for a buyer: of the buyer's industry two times in three (when there is one), paid
 * tiers more often, never one in `not` (the buyer's own businesses and those already asked).
 */
function pickSupplier(
  rng: Random,
  d: Directory,
  industryKey: string,
  not: Set<string>,
  otherCountryThan?: string,
): Voice | null {
  const same = (d.sellersByIndustry.get(industryKey) ?? []).filter((v) => !not.has(v.business.businessID));
  const any = d.sellers.filter(
    (v) =>
      !not.has(v.business.businessID) &&
      (!otherCountryThan || v.business.contactInfo.countryCode !== otherCountryThan),
  );
  const list = same.length && rng.chance(0.67) ? same : any;
  if (!list.length) return null;
  return rng.weighted(
    list,
    list.map((v) => tierWeight[v.business.subscription] ?? 1),
  );
}

function ownedIds(d: Directory, userID: string): Set<string> {
  return new Set((d.owned.get(userID) ?? []).map((v) => v.business.businessID));
}

/** Who writes to whom: people, businesses, the owners nobody wrote to yet, and the showcase. */
function intents(seed: Seed, d: Directory): Intent[] {
  const out: Intent[] = [];
  for (const u of d.users) {
    const rng = Random.derive(seed, 'inquiries', 'user', u.index);
    const not = ownedIds(d, u.userID);
    const count =
      u.index === showcaseIndex
        ? 3
        : not.size
          ? rng.weighted([0, 1, 2], [45, 40, 15])
          : rng.weighted([0, 1, 2, 3, 4], [28, 32, 24, 11, 5]);
    for (let k = 0; k < count; k++) {
      const to = pickSupplier(rng, d, u.industryId.slice(1), not);
      if (!to) break;
      not.add(to.business.businessID);
      out.push({
        key: `user:${u.index}:${k}`,
        sender: u,
        from: null,
        to,
        unreadFor: u.index === showcaseIndex && k < 2 ? 'S' : null,
      });
    }
  }
  for (const v of d.voices) {
    const b = v.business;
    const rng = Random.derive(seed, 'inquiries', 'business', b.index);
    const type = b.general.businessTypeCode;
    const organisation = v.style === 'GO' || v.style === 'IN' || v.style === 'CO';
    const count = traders.has(type)
      ? rng.int(1, 3)
      : type === 'MA'
        ? rng.weighted([0, 1, 2], [35, 45, 20])
        : rng.chance(0.35)
          ? 1
          : 0;
    const sender = d.userById.get(b.ownerUserID!)!;
    const not = ownedIds(d, sender.userID);
    for (let k = 0; k < count; k++) {
      const to = pickSupplier(
        rng,
        d,
        b.general.industryKey,
        not,
        organisation ? b.contactInfo.countryCode : undefined,
      );
      if (!to) break;
      not.add(to.business.businessID);
      out.push({ key: `business:${b.index}:${k}`, sender, from: v, to, unreadFor: null });
    }
  }

  // The showcase's businesses: an unread inquiry in each that sells, an unread answer in the first.
  const showcase = d.users[showcaseIndex];
  if (showcase) {
    const mine = d.owned.get(showcase.userID) ?? [];
    const rng = Random.derive(seed, 'inquiries', 'showcase');
    for (const [k, v] of mine.entries()) {
      if (d.sellers.includes(v)) {
        const buyer = someoneElse(rng, d, v);
        out.push({ key: `showcase:in:${k}`, ...buyer, to: v, unreadFor: 'R' });
      }
    }
    const first = mine[0];
    const to = first
      ? pickSupplier(rng, d, first.business.general.industryKey, ownedIds(d, showcase.userID))
      : null;
    if (first && to) out.push({ key: 'showcase:out', sender: showcase, from: first, to, unreadFor: 'S' });
  }

  // Every owner has a thread: one sent to a business of theirs that sells, or sent as one.
  const involved = new Set<string>();
  for (const i of out) {
    involved.add(i.sender.userID);
    involved.add(i.to.business.ownerUserID!);
  }
  for (const u of d.users) {
    const mine = d.owned.get(u.userID);
    if (!mine || involved.has(u.userID)) continue;
    const rng = Random.derive(seed, 'inquiries', 'cover', u.index);
    const selling = mine.filter((v) => d.sellers.includes(v));
    if (selling.length) {
      const to = rng.pick(selling);
      out.push({ key: `cover:${u.index}`, ...someoneElse(rng, d, to), to, unreadFor: null });
    } else {
      const from = rng.pick(mine);
      const to = pickSupplier(rng, d, from.business.general.industryKey, ownedIds(d, u.userID));
      if (to) out.push({ key: `cover:${u.index}`, sender: u, from, to, unreadFor: null });
    }
  }
  return out;
}

/** A buyer for `to`: a person who does not own it, as themselves or (one in three) as a business of theirs. */
function someoneElse(rng: Random, d: Directory, to: Voice): { sender: DemoUser; from: Voice | null } {
  let sender = rng.pick(d.users);
  for (
    let i = 0;
    i < 50 && (sender.userID === to.business.ownerUserID || sender.index === showcaseIndex);
    i++
  )
    sender = rng.pick(d.users);
  const theirs = (d.owned.get(sender.userID) ?? []).filter(
    (v) => v.style !== 'GO' && v.style !== 'IN' && v.style !== 'CO',
  );
  return { sender, from: theirs.length && rng.chance(0.35) ? rng.pick(theirs) : null };
}

type Values = Record<string, string | number | undefined>;

const usableExchange = (e: Exchange, values: Values) =>
  usable(e.ask, values).length > 0 && usable(e.answer, values).length > 0;

/** How much of the way an Incoterm pays for: EXW nothing, DDP everything up to the buyer's door. */
const termRanks: Record<string, number> = {
  EXW: 0,
  FCA: 1,
  FAS: 1,
  FOB: 2,
  CFR: 3,
  CPT: 3,
  CIF: 4,
  CIP: 4,
  DAP: 5,
  DPU: 5,
  DDP: 6,
};
const termRank = (term: string) => termRanks[term] ?? 2;

const numberWords: Record<string, number> = { a: 1, one: 1, two: 2, ten: 10 };

/** "20,000 pieces" → 20000 piece; "two containers" → 2 container; "ten shipments a month" → 10 shipment. */
export function quantityOf(qty: string): { count: number; unit: string } {
  const m = /^([\d,]+|a|one|two|ten) (?:pilot )?(.+?)(?: a month)?$/.exec(qty);
  if (!m) return { count: 1, unit: 'order' };
  const count = numberWords[m[1]!] ?? Number(m[1]!.replace(/,/g, ''));
  const unit = m[2]!.endsWith('boxes') ? m[2]!.slice(0, -2) : m[2]!.replace(/s$/, '');
  return { count, unit };
}

const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** A price as a supplier writes it: cents below 10, whole numbers above, tens above 1,000. */
const priceText = (n: number): string => (n < 10 ? cents : whole).format(n);

/** A price rounded as it is written. */
function roundPrice(n: number): number {
  if (n < 10) return Math.round(n * 100) / 100;
  if (n < 1000) return Math.round(n);
  return Math.round(n / 10) * 10;
}

/** A spec value inside a sentence: "Frozen at -18 °C" → "frozen at -18 °C"; codes stay. */
const inSentence = (value: string) => value.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());

/** What the thread's messages may say: the supplier's real figures and the buyer's whereabouts. */
function threadValues(rng: Random, d: Directory, intent: Intent, product: DemoProduct | null): Values {
  const { sender, from, to } = intent;
  const b = to.business;
  // A device (a name with a model code) is ordered by the unit, whatever its group buys in bulk.
  const device = product !== null && /\b[A-Z]{2,4}-\d{2,5}\b/.test(product.name);
  const q = device && to.group !== 'equipment' ? deviceQuantities : orderQuantities[to.group];
  // Square metres only for what is laid or fitted by area (tiles, panels, membranes…).
  // …and shipments only for services that move goods (a pilot project for the others).
  const fits = (x: string) =>
    (!x.includes('square metre') || (product !== null && soldByArea.test(product.name))) &&
    (!x.includes('shipment') || (product !== null && shipsGoods.test(product.name))) &&
    (!x.includes('project') || product === null || !shipsGoods.test(product.name));
  const choices = { moq: q.moq.filter(fits), qty: q.qty.filter(fits) };
  const spec = product && product.specs.length ? rng.pick(product.specs) : undefined;
  const incoterm = to.incoterms.length ? rng.pick(to.incoterms) : 'FOB';
  const incoterm2 = rng.pick(['CIF', 'DAP', 'FOB', 'EXW', 'CFR', 'DDP'].filter((t) => t !== incoterm));
  const currencies = b.businessTerms.acceptedPaymentCurrencies
    .map((c) => c.name)
    .filter((c) => c === 'USD' || c === 'EUR' || c === 'GBP');
  const payments = b.businessTerms.acceptedPaymentTypes.map((p) => p.name);
  const qty = rng.pick(choices.qty.length ? choices.qty : q.qty);
  const { count, unit } = quantityOf(qty);
  const moq = rng.pick(choices.moq.length ? choices.moq : q.moq);
  const [low, high] = unitPrices[`${to.group}:${unit}`] ?? [100, 1_000];
  const price = roundPrice(low * Math.pow(high / low, rng.next()));
  const total = Math.round(price * count);
  const buyerCountry = from ? from.business.contactInfo.countryCode : sender.countryCode;
  const type = buyerType(d, intent);
  const packaging = b.businessTerms.packagingTypes;
  const owner = d.userById.get(b.ownerUserID!)!;
  // What it sells, without the odd plural of a name with a figure in it ("wheel loader 5 ts").
  const plain = to.bases.filter((x) => !/\d/.test(x));
  const bases = plain.length ? plain : to.bases;
  return {
    product: product ? productText(product) : undefined,
    products: bases.length ? joinList(bases.slice(0, 2)) : undefined,
    qty,
    moq,
    labelMoq: ['consumer', 'food', 'furniture'].includes(to.group) ? moq : undefined,
    lead: product?.leadTime ?? b.tradeCapabilities.averageLeadTime,
    transit: rng.int(18, 38),
    airDays: rng.int(5, 10),
    incoterm,
    incoterm2,
    city: from ? from.business.contactInfo.city : sender.city,
    country: countryInSentence(buyerCountry),
    sellerCountry: countryInSentence(b.contactInfo.countryCode),
    currency: currencies.length ? currencies[0] : 'USD',
    price: priceText(price),
    unit,
    total: priceText(total),
    total2: priceText(
      roundPrice(total * (1 + 0.025 * (termRank(incoterm2) - termRank(incoterm)) * rng.float(0.8, 1.2))),
    ),
    discount: rng.int(3, 8),
    surcharge: rng.int(5, 12),
    deposit: rng.pick([30, 30, 50, 20]),
    payment: payments.includes('T/T') || !payments.includes('L/C') ? 'T/T' : 'L/C',
    validity: rng.pick([15, 30, 30, 45]),
    cert: to.certs.length ? rng.pick(to.certs) : undefined,
    spec: spec ? lowerTitle(spec.key) : undefined,
    value: spec ? inSentence(spec.value) : undefined,
    warranty: ['equipment', 'parts', 'health', 'consumer', 'furniture', 'building'].includes(to.group)
      ? rng.pick(warranties)
      : undefined,
    packaging: packaging.length ? lowerTitle(rng.pick(packaging).name) : undefined,
    market: to.markets.length ? rng.pick(to.markets) : undefined,
    sampleFee: rng.pick([25, 40, 60, 85, 120, 150]),
    sampleDays: rng.int(3, 10),
    courier: rng.pick(couriers),
    account: rng.digits(9, true),
    tracking: rng.digits(10, true),
    order: `PO-${rng.digits(5, true)}`,
    buyer: from ? from.business.general.companyName : d.companyOf(sender),
    seller: b.general.companyName,
    aBuyerKind: rng.pick(buyerKinds[type] ?? ['a buyer']),
    sName: sender.firstName,
    rName: owner.firstName,
    years: rng.int(4, 30),
    team: rng.int(3, 25),
  };
}

/** What kind of company the buyer writes for: the business it sends as, or the person's own (first) one. */
function buyerType(d: Directory, intent: Intent): string {
  const company = intent.from ?? d.owned.get(intent.sender.userID)?.[0];
  return company?.business.general.businessTypeCode ?? intent.sender.businessTypeCode;
}

/** The scripts that fit the sender and the supplier, with their weights. */
function scriptsFor(d: Directory, intent: Intent): [InquiryScript, number][] {
  const style = intent.from?.style;
  if (style === 'GO' || style === 'IN' || style === 'CO') return [[organisationScripts[style], 1]];
  if (intent.to.style === 'service') return serviceScripts.map((s, i) => [s, [50, 35, 15][i] ?? 10]);
  const type = buyerType(d, intent);
  const weights: Record<string, number> = {
    'Price quotation': 30,
    'Minimum order quantity': 12,
    // Nobody asks for a sample of a machine.
    Samples: intent.to.group === 'equipment' ? 0 : 15,
    'Delivery and shipping': 13,
    'Product information': 14,
    'Distribution partnership': traders.has(type) ? 9 : 0,
  };
  return goodsScripts.map((s) => [s, weights[s.subject] ?? 3.5]);
}

/** Keeps `count` items of a list in their order. */
function keepInOrder<T>(rng: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set(rng.sample([...items.keys()], count));
  return items.filter((_, i) => chosen.has(i));
}

interface Planned {
  side: Side;
  /** The message body, filled. */
  body: string;
  kind: 'script' | 'nudge' | 'closing';
}

/** Greeting and sign-off around a body, as people write them: full in the first two messages. */
function compose(
  rng: Random,
  m: Planned,
  i: number,
  v: Record<string, string | number>,
  names: Record<Side, string>,
): string {
  const parts: string[] = [];
  if (i === 0) parts.push(fill(rng.pick(openingGreetings), v));
  else if (i === 1 && m.side === 'R') parts.push(fill(rng.pick(answerGreetings), v));
  else if (
    m.kind === 'script' &&
    !m.body.includes(String(m.side === 'S' ? v.rName : v.sName)) &&
    rng.chance(0.4)
  )
    parts.push(fill(rng.pick(laterGreetings[m.side]), v));
  parts.push(m.body);
  if (i === 0) {
    parts.push(`${rng.pick(signOffs)}\n${names.S}\n${v.buyer}`);
  } else if (i === 1 && m.side === 'R') {
    parts.push(`${rng.pick(signOffs)}\n${names.R}\n${v.seller}`);
  } else if (m.kind !== 'nudge' && rng.chance(0.35)) {
    parts.push(String(m.side === 'S' ? v.sName : v.rName));
  }
  return parts.join('\n\n');
}

/** The gap before a message, by who wrote it and who wrote the one before. */
function gapBefore(rng: Random, m: Planned, previous: Side): number {
  const u = rng.next();
  if (m.kind === 'nudge') return 2 * DAY + u * 4 * DAY;
  if (m.side === previous) return 3 * DAY + u * 6 * DAY;
  if (m.side === 'R') return 20 * MINUTE + u * u * 2 * DAY;
  return HOUR + u * u * 4 * DAY;
}

/** How likely a side has read an answer this old. */
function readChance(age: number): number {
  if (age < DAY) return 0.25;
  if (age < 3 * DAY) return 0.5;
  if (age < 10 * DAY) return 0.8;
  return 0.95;
}

/** One thread, or null when its people and product leave no room for it before the reference day. */
function thread(seed: Seed, d: Directory, intent: Intent, index: number): DemoInquiry | null {
  const rng = Random.derive(seed, 'inquiry', intent.key);
  const { sender, from, to } = intent;
  const owner = d.userById.get(to.business.ownerUserID!)!;
  const listed = to.products.filter((p) => Date.parse(p.createdAt) < REFERENCE_DATE - 30 * DAY);
  const product = listed.length ? rng.zipf(listed, 0.8) : null;
  const values = threadValues(rng, d, intent, product);
  const filled = values as Record<string, string | number>;

  const scripts = scriptsFor(d, intent).filter(([s]) => usableExchange(s.opening, values));
  if (!scripts.length) return null;
  const script = rng.weightedEntry(scripts);

  // Nobody writes before they signed up, to a business before it existed, about a product before
  // it was listed.
  const since = Math.max(
    INQUIRIES_SINCE,
    Date.parse(sender.createdAt) + 2 * HOUR,
    from ? Date.parse(from.business.createdAt) + DAY : 0,
    Date.parse(to.business.createdAt) + DAY,
    Date.parse(owner.createdAt) + 2 * HOUR,
    product ? Date.parse(product.createdAt) + DAY : 0,
  );
  const latest = REFERENCE_DATE - 10 * MINUTE;
  if (latest - since < 8 * HOUR) return null;

  // How it ends: still open (the latest often unread), or closed a while ago.
  let end =
    REFERENCE_DATE -
    rng.int(0, MINUTE - 1) -
    (intent.unreadFor
      ? rng.int(60, 30 * 60) * MINUTE
      : rng.chance(0.3)
        ? rng.int(60, 3 * 24 * 60) * MINUTE
        : rng.chance(0.45)
          ? rng.int(3 * 24 * 60, 14 * 24 * 60) * MINUTE
          : rng.int(14 * 24 * 60, 55 * 24 * 60) * MINUTE);
  if (end < since + 8 * HOUR) end = Math.floor(since + 8 * HOUR + rng.next() * (latest - since - 8 * HOUR));
  const age = REFERENCE_DATE - end;
  const closed = !intent.unreadFor && age > 2 * DAY && rng.chance(0.32);

  // The exchanges: the opening, some of the middle in order, an ending for longer threads.
  // A closing message takes the place of a fourth exchange (a thread has at most 8 messages).
  const closer: Side | null = closed ? (rng.chance(0.6) ? 'S' : 'R') : null;
  const closing = closed && rng.chance(0.7);
  const wanted = rng.weighted([2, 3, 4, 5, 6, 7, 8], [16, 18, 20, 16, 12, 9, 9]);
  const exchanges = Math.min(Math.ceil(wanted / 2), closing ? 3 : 4);
  const endings = script.endings.filter((e) => usableExchange(e, values));
  const ending = exchanges > 1 && endings.length && (closed || rng.chance(0.6)) ? rng.pick(endings) : null;
  const middle = script.middle.filter((e) => usableExchange(e, values));
  const chosen = [
    script.opening,
    ...keepInOrder(rng, middle, exchanges - 1 - (ending ? 1 : 0)),
    ...(ending ? [ending] : []),
  ];
  const plan: Planned[] = chosen.flatMap((e) => [
    { side: 'S' as const, body: fill(rng.pick(usable(e.ask, values)), filled), kind: 'script' as const },
    { side: 'R' as const, body: fill(rng.pick(usable(e.answer, values)), filled), kind: 'script' as const },
  ]);
  // An odd count leaves the buyer's last message unanswered (never for a closed thread); the
  // showcase's threads end on the side that has to read them.
  const lastSide: Side | null = intent.unreadFor ? other(intent.unreadFor) : closed ? 'R' : null;
  if (lastSide === 'S' || (lastSide === null && wanted % 2 === 1 && plan.length > 2)) plan.pop();
  if (plan.length === 1 || (!closed && !intent.unreadFor && plan.length < 8 && rng.chance(0.12))) {
    const side = plan[plan.length - 1]!.side;
    plan.push({ side, body: rng.pick(nudges[side]), kind: 'nudge' });
  }
  if (closer && closing) {
    plan.push({
      side: closer,
      body: fill(rng.pick(closings[ending?.outcome ?? 'open'][closer]), filled),
      kind: 'closing',
    });
  }

  // Times, backwards from the last message; squeezed when the people or the product are newer.
  const gaps = plan.map((m, i) => (i === 0 ? 0 : gapBefore(rng, m, plan[i - 1]!.side)));
  const span = gaps.reduce((a, b) => a + b, 0);
  if (end - since < plan.length * HOUR) return null;
  const scale = end - span < since ? ((end - since) * 0.95) / span : 1;
  const times: number[] = [];
  let at = end;
  for (let i = plan.length - 1; i >= 0; i--) {
    times[i] = Math.floor(at);
    at -= Math.max(2 * MINUTE, gaps[i]! * scale);
  }

  const names: Record<Side, string> = {
    S: `${sender.firstName} ${sender.lastName}`,
    R: `${owner.firstName} ${owner.lastName}`,
  };
  const messages: DemoInquiryMessage[] = plan.map((m, i) => ({
    messageID: rng.uuid(),
    side: m.side,
    authorUserID: m.side === 'S' ? sender.userID : owner.userID,
    content: compose(rng, m, i, filled, names),
    createdAt: new Date(times[i]!).toISOString(),
  }));

  // Who has read what: the side that wrote last has read everything; the other side has read up to
  // its own last message, and the newer messages after it by how old they are.
  const n = messages.length;
  const read: Record<Side, number> = { S: n, R: n };
  const last = messages[n - 1]!.side;
  const reader = other(last);
  const unread =
    intent.unreadFor === reader || (!closed && !intent.unreadFor && !rng.chance(readChance(age)));
  if (unread) read[reader] = messages.map((m) => m.side).lastIndexOf(reader) + 1;

  const closedAt = closed ? Math.min(end + rng.int(10, 24 * 60) * MINUTE, REFERENCE_DATE - MINUTE) : null;
  const subjectTemplates =
    script.subject === 'Other' ? script.subjects : rng.chance(0.12) ? script.subjects : null;
  const subjects = subjectTemplates ? usable(subjectTemplates, values) : [];
  const subject = subjects.length ? fill(rng.pick(subjects), filled).slice(0, 150) : script.subject;
  return {
    index,
    requestID: rng.uuid(),
    fromUserID: sender.userID,
    fromBusinessID: from ? from.business.businessID : null,
    toBusinessID: to.business.businessID,
    subject: subject === 'Other' ? 'General inquiry' : subject,
    status: closed ? 'closed' : 'open',
    createdAt: messages[0]!.createdAt,
    closedAt: closedAt === null ? null : new Date(closedAt).toISOString(),
    closedByUserID: closer ? (closer === 'S' ? sender.userID : owner.userID) : null,
    messages,
    readBySender: read.S,
    readByReceiver: read.R,
  };
}

/** The inquiry threads of a generated directory. Deterministic per seed. */
export function generateInquiries(
  seed: Seed,
  directory: { users: DemoUser[]; businesses: DemoBusiness[]; products: DemoProduct[] },
): DemoInquiry[] {
  const { users, businesses, products } = directory;
  const userById = new Map(users.map((u) => [u.userID, u]));
  const productsOf = groupBy(products, (p) => p.businessID);
  const voices = businesses
    .filter((b) => b.ownerUserID && userById.has(b.ownerUserID))
    .map((b) => voiceOf(b, productsOf.get(b.businessID) ?? [], userById.get(b.ownerUserID!)!.createdAt));
  const sellers = voices.filter((v) => v.products.length && (v.style === 'goods' || v.style === 'service'));
  const owned = groupBy(voices, (v) => v.business.ownerUserID!);
  const d: Directory = {
    users,
    userById,
    voices,
    owned,
    sellers,
    sellersByIndustry: groupBy(sellers, (v) => v.business.general.industryKey),
    companyOf: (u) => owned.get(u.userID)?.[0]?.business.general.companyName ?? u.companyName,
  };
  const out: DemoInquiry[] = [];
  for (const intent of intents(seed, d)) {
    const t = thread(seed, d, intent, out.length);
    if (t) out.push(t);
  }
  return out;
}
