/**
 * The demo's buying requests (decision 0023): businesses ask for quotes on the board or from
 * invited businesses, and suppliers of the category answer with sealed quotes.
 *
 * One request per template of words/buying-requests.ts, its buyer a business of the template's
 * industry (traders and manufacturers first), delivered to the buyer's country and port. The
 * suppliers are businesses that list the category and sell something (then others of its
 * industry), never a business of the buyer's owner; each quotes in US dollars, in its country's
 * currency or in euros, at a price drawn around the template's, so a comparison mixes USD, EUR,
 * MXN, BRL, CNY, INR… A supplier quotes at most a few times (its tier's allowance is never
 * reached). Most requests take quotes now; some are invited, awarded (the best price wins, some
 * others are declined with a reason), closed by their deadline, cancelled or still drafts.
 *
 * Most awarded requests carry the buyer's review of the winner (mostly 4 and 5 stars), some with
 * the supplier's answer, so business pages show ratings (decision 0024).
 *
 * The README's account (the first user) is the buyer of an open request with quotes in several
 * currencies through its first business, of an awarded one through its second (not reviewed yet:
 * "Leave a review" is there to try), and is invited to a request of another buyer, on which its
 * business has quoted.
 *
 * Dates are offsets from the reference day: what happened lies before it, open deadlines after it;
 * the loader moves them by whole days to the load day, so open requests keep taking quotes.
 * Every request draws from its own sub-stream (`'buying-request', i`): deterministic output.
 */
import { Random, type Seed } from '../random.ts';
import type {
  DemoBuyingRequest,
  DemoBusiness,
  DemoProduct,
  DemoQuote,
  DemoReview,
  DemoUser,
  Tier,
} from '../types.ts';
import {
  cancelReasons,
  declineReasons,
  deliveryPorts,
  demoUnitsPerDollar,
  homeCurrencies,
  quoteNotes,
  requestTemplates,
  reviewAnswers,
  reviewTexts,
  type RequestTemplate,
} from '../words/buying-requests.ts';
import { DAY, REFERENCE_DATE, isoDate } from './dates.ts';
import { groupBy } from './group-by.ts';
import { countryInSentence } from './posts.ts';
import { fill } from './text.ts';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** The README's account, as in social.ts. */
const showcaseIndex = 0;

/** Quotes a demo supplier sends at most, by tier: well inside the monthly allowances. */
const quotesPerSupplier: Record<Tier, number> = { standard: 3, gold: 8, premium: 15, platinum: 30 };
const tierWeight: Record<Tier, number> = { standard: 1, gold: 2, premium: 2.5, platinum: 3 };
const traders = new Set(['DI', 'WS', 'IM', 'EX', 'RE']);
const organisations = new Set(['GO', 'IN', 'CO']);

type Plan = 'open' | 'invited' | 'awarded' | 'closed' | 'cancelled' | 'draft';
const plans: Plan[] = ['open', 'invited', 'awarded', 'closed', 'cancelled', 'draft'];
const planWeights = [52, 13, 16, 8, 5, 6];

const industryOf = (category: string) => `i${category.slice(1, 5)}`;

/** A price as a supplier writes it: whole units of the currencies without cents, cents above 1. */
function roundPrice(amount: number, currency: string): number {
  if (['JPY', 'KRW', 'CLP', 'COP'].includes(currency)) return Math.max(1, Math.round(amount));
  if (amount >= 1000) return Math.round(amount);
  if (amount >= 1) return Math.round(amount * 100) / 100;
  return Math.round(amount * 10_000) / 10_000;
}

interface Directory {
  businesses: readonly DemoBusiness[];
  /** Businesses that sell something, by category id and by industry id. */
  sellersByCategory: Map<string, DemoBusiness[]>;
  sellersByIndustry: Map<string, DemoBusiness[]>;
  byIndustry: Map<string, DemoBusiness[]>;
  /** Quotes each business has sent so far (its cap is `quotesPerSupplier`). */
  sent: Map<string, number>;
}

/** Who asks: a business of the industry (traders and manufacturers first), else any. */
function pickBuyer(rng: Random, d: Directory, industryId: string, taken: Set<string>): DemoBusiness {
  const fits = (b: DemoBusiness) =>
    !taken.has(b.businessID) && b.ownerUserID !== null && !organisations.has(b.general.businessTypeCode);
  const same = (d.byIndustry.get(industryId) ?? []).filter(fits);
  const list = same.length ? same : d.businesses.filter(fits);
  return rng.weighted(
    list,
    list.map((b) => (traders.has(b.general.businessTypeCode) || b.general.businessTypeCode === 'MA' ? 3 : 1)),
  );
}

/** Suppliers of the category (then of its industry) that may still quote, not the buyer's owner's. */
function supplierPool(d: Directory, t: RequestTemplate, buyer: DemoBusiness): DemoBusiness[] {
  const fits = (b: DemoBusiness) =>
    b.ownerUserID !== buyer.ownerUserID &&
    (d.sent.get(b.businessID) ?? 0) < quotesPerSupplier[b.subscription];
  const own = (d.sellersByCategory.get(t.category) ?? []).filter(fits);
  if (own.length >= 4) return own;
  const more = (d.sellersByIndustry.get(industryOf(t.category)) ?? []).filter(
    (b) => fits(b) && !own.includes(b),
  );
  return [...own, ...more];
}

/** `count` suppliers drawn by tier, in different countries first when `spread`. */
function pickSuppliers(rng: Random, pool: DemoBusiness[], count: number, spread = false): DemoBusiness[] {
  const left = [...pool];
  const out: DemoBusiness[] = [];
  const countries = new Set<string>();
  while (out.length < count && left.length) {
    const fresh = spread ? left.filter((b) => !countries.has(b.contactInfo.countryCode)) : left;
    const from = fresh.length ? fresh : left;
    const b = rng.weighted(
      from,
      from.map((x) => tierWeight[x.subscription]),
    );
    out.push(b);
    countries.add(b.contactInfo.countryCode);
    left.splice(left.indexOf(b), 1);
  }
  return out;
}

/** The currency a supplier quotes in: its own, euros or US dollars (`own` forces its own). */
function currencyOf(rng: Random, b: DemoBusiness, own = false): string {
  const home = homeCurrencies[b.contactInfo.countryCode];
  if (home && (own || rng.chance(0.6))) return home;
  return rng.chance(0.15) ? 'EUR' : 'USD';
}

interface Timing {
  createdAt: number;
  publishedAt: number | null;
  deadline: number;
  /** Quotes arrive up to this moment. */
  quotesUntil: number;
  awardedAt: number | null;
  cancelledAt: number | null;
}

function timing(rng: Random, plan: Plan): Timing {
  const at = (days: number, hours = rng.int(7, 19)) => REFERENCE_DATE + days * DAY + hours * HOUR;
  let createdAt: number;
  let deadline: number;
  switch (plan) {
    case 'closed':
      createdAt = at(-rng.int(22, 40));
      deadline = at(-rng.int(1, 8), 17);
      break;
    case 'awarded':
      createdAt = at(-rng.int(18, 45));
      deadline = createdAt + rng.int(10, 25) * DAY;
      break;
    case 'draft':
      createdAt = at(-rng.int(1, 5));
      deadline = at(rng.int(14, 35), 17);
      break;
    default:
      createdAt = at(-rng.int(2, 24));
      deadline = at(rng.int(5, 40), 17);
  }
  const publishedAt = plan === 'draft' ? null : createdAt + rng.int(5, 120) * 60_000;
  const cancelledAt =
    plan === 'cancelled' ? Math.min(createdAt + rng.int(1, 4) * DAY, REFERENCE_DATE - 3 * HOUR) : null;
  // Quotes come before the deadline, the load day, the award (two days before it) or the cancelling.
  const quotesUntil = Math.min(
    deadline,
    REFERENCE_DATE - (plan === 'awarded' ? 2 * DAY : 2 * HOUR),
    cancelledAt === null ? Infinity : cancelledAt - HOUR,
  );
  return {
    createdAt,
    publishedAt,
    deadline,
    quotesUntil,
    awardedAt: plan === 'awarded' ? quotesUntil + rng.int(4, 30) * HOUR : null,
    cancelledAt,
  };
}

/** How many quotes a request of this plan has (before the pool may cut it). */
function quoteCount(rng: Random, plan: Plan): number {
  switch (plan) {
    case 'open':
      return rng.weighted([0, 1, 2, 3, 4, 5, 6, 7], [8, 14, 18, 18, 15, 12, 9, 6]);
    case 'awarded':
      return rng.int(2, 6);
    case 'closed':
      return rng.int(1, 5);
    case 'cancelled':
      return rng.int(0, 3);
    default:
      return 0;
  }
}

/** What the showcase account does with a request: ask (open or awarded), or be invited and quote. */
interface ShowcaseRole {
  buyer?: DemoBusiness;
  plan?: Plan;
  invitee?: DemoBusiness;
}

function showcaseRoles(
  users: readonly DemoUser[],
  businesses: readonly DemoBusiness[],
  d: Directory,
): Map<number, ShowcaseRole> {
  const roles = new Map<number, ShowcaseRole>();
  const showcase = users[showcaseIndex];
  if (!showcase) return roles;
  const mine = businesses.filter((b) => b.ownerUserID === showcase.userID);
  const firstOf = (industryId: string) =>
    requestTemplates.findIndex((t, i) => industryOf(t.category) === industryId && !roles.has(i));
  for (const [k, b] of mine.slice(0, 2).entries()) {
    const i = firstOf(b.general.industryId);
    if (i >= 0) roles.set(i, { buyer: b, plan: k === 0 ? 'open' : 'awarded' });
  }
  const seller = [...mine]
    .reverse()
    .find((b) => b.general.categories.some((c) => d.sellersByCategory.get(c.split('.')[1]!)?.includes(b)));
  if (seller) {
    const i = firstOf(seller.general.industryId);
    if (i >= 0) roles.set(i, { invitee: seller, plan: 'invited' });
  }
  return roles;
}

function quoteOf(
  rng: Random,
  t: RequestTemplate,
  r: { quantity: number; incoterm: string | null; deliveryCountry: string; deadline: number },
  supplier: DemoBusiness,
  createdAt: number,
  ownCurrency: boolean,
): DemoQuote {
  const currency = currencyOf(rng, supplier, ownCurrency);
  const usd = t.usd * rng.normal(1, 0.12, 0.75, 1.35);
  const share = r.quantity <= 10 ? 1 : rng.pick([0.1, 0.2, 0.25, 0.5]);
  const note = rng.chance(0.7) ? rng.pick(quoteNotes[t.kind]) : null;
  return {
    quoteID: rng.uuid(),
    businessID: supplier.businessID,
    authorUserID: supplier.ownerUserID!,
    unitPrice: roundPrice(usd * demoUnitsPerDollar[currency]!, currency),
    currency,
    minOrder: Math.max(1, Math.round(r.quantity * share)),
    leadTimeDays: rng.int(t.leadDays[0], t.leadDays[1]),
    incoterm: r.incoterm && rng.chance(0.65) ? r.incoterm : rng.pick(t.incoterms),
    validUntil: isoDate(r.deadline + rng.int(30, 60) * DAY),
    notes: note ? fill(note, { country: countryInSentence(r.deliveryCountry) }) : null,
    status: 'active',
    revisions: 0,
    declineReason: null,
    createdAt: iso(createdAt),
    updatedAt: iso(createdAt),
    decidedAt: null,
  };
}

export function generateBuyingRequests(
  seed: Seed,
  directory: { users: DemoUser[]; businesses: DemoBusiness[]; products: DemoProduct[] },
): DemoBuyingRequest[] {
  const { users, businesses, products } = directory;
  const selling = new Set(products.map((p) => p.businessID));
  const sellers = businesses.filter((b) => b.ownerUserID && selling.has(b.businessID));
  const sellersByCategory = new Map<string, DemoBusiness[]>();
  for (const b of sellers) {
    for (const c of b.general.categories) {
      const id = c.split('.')[1]!;
      sellersByCategory.set(id, [...(sellersByCategory.get(id) ?? []), b]);
    }
  }
  const d: Directory = {
    businesses,
    sellersByCategory,
    sellersByIndustry: groupBy(sellers, (b) => b.general.industryId),
    byIndustry: groupBy(businesses, (b) => b.general.industryId),
    sent: new Map(),
  };
  const roles = showcaseRoles(users, businesses, d);
  const showcaseOwner = users[showcaseIndex]?.userID;
  // The showcase asks only through its own requests; nobody asks twice while others can.
  const asked = new Set(businesses.filter((b) => b.ownerUserID === showcaseOwner).map((b) => b.businessID));
  const out: DemoBuyingRequest[] = [];

  for (const [index, t] of requestTemplates.entries()) {
    const rng = Random.derive(seed, 'buying-request', index);
    const role = roles.get(index) ?? {};
    let plan = role.plan ?? rng.weighted(plans, planWeights);
    const buyer = role.buyer ?? pickBuyer(rng, d, industryOf(t.category), asked);
    asked.add(buyer.businessID);
    const country = buyer.contactInfo.countryCode;
    const ports = deliveryPorts[country];
    const port = ports && rng.chance(0.8) ? rng.zipf(ports, 0.8) : null;
    const quantity = rng.pick(t.quantities);
    const values = {
      quantity: quantity.toLocaleString('en-US'),
      unit: t.unit,
      port: port ?? buyer.contactInfo.city,
      country: countryInSentence(country),
      company: buyer.general.companyName,
    };
    const incoterm = rng.chance(0.85) ? t.incoterms[0]! : null;
    const when = timing(rng, plan);
    const targetCurrency = rng.chance(0.6) ? (homeCurrencies[country] ?? 'USD') : 'USD';
    const target = rng.chance(0.45)
      ? roundPrice(t.usd * rng.float(0.8, 0.95) * demoUnitsPerDollar[targetCurrency]!, targetCurrency)
      : null;

    // Who quotes: invited businesses, or suppliers of the board.
    const pool = supplierPool(d, t, buyer);
    let invited: DemoBusiness[] = [];
    let quoters: DemoBusiness[];
    if (plan === 'invited') {
      invited = pickSuppliers(rng, pool, rng.int(2, 5));
      if (role.invitee && !invited.includes(role.invitee)) invited = [role.invitee, ...invited.slice(0, 4)];
      quoters = invited.filter((b) => b === role.invitee || rng.chance(0.7));
    } else {
      quoters = pickSuppliers(rng, pool, role.buyer ? 5 : quoteCount(rng, plan), Boolean(role.buyer));
    }
    // Too few quotes to award: the request stays open (closed by its deadline, if past).
    if (plan === 'awarded' && quoters.length < 2) plan = 'closed';

    const request = { quantity, incoterm, deliveryCountry: country, deadline: when.deadline };
    const from = (when.publishedAt ?? when.createdAt) + 3 * HOUR;
    const span = Math.max(HOUR, when.quotesUntil - from);
    const quotes = quoters
      .map((s) => quoteOf(rng, t, request, s, from + Math.floor(rng.next() * span), Boolean(role.buyer)))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const q of quotes) d.sent.set(q.businessID, (d.sent.get(q.businessID) ?? 0) + 1);
    decide(rng, plan, quotes, when);

    const publishedAt = when.publishedAt === null ? null : iso(when.publishedAt);
    const decided = when.awardedAt ?? when.cancelledAt;
    out.push({
      index,
      requestID: rng.uuid(),
      buyerBusinessID: buyer.businessID,
      createdByUserID: buyer.ownerUserID!,
      title: fill(t.title, values),
      description: fill(t.description, values),
      industryId: industryOf(t.category),
      categoryId: t.category,
      quantity,
      unit: t.unit,
      targetPrice: target,
      currency: target === null ? null : targetCurrency,
      incoterm,
      deliveryCountry: country,
      deliveryPort: port,
      neededBy: rng.chance(0.6) ? isoDate(when.deadline + rng.int(20, 60) * DAY) : null,
      deadline: iso(when.deadline),
      visibility: plan === 'invited' ? 'invited' : 'open',
      status:
        plan === 'awarded'
          ? 'awarded'
          : plan === 'cancelled'
            ? 'cancelled'
            : plan === 'draft'
              ? 'draft'
              : 'open',
      cancelReason: plan === 'cancelled' ? rng.pick(cancelReasons) : null,
      createdAt: iso(when.createdAt),
      updatedAt: iso(decided ?? when.publishedAt ?? when.createdAt),
      publishedAt,
      awardedAt: plan === 'awarded' ? iso(when.awardedAt!) : null,
      cancelledAt: plan === 'cancelled' ? iso(when.cancelledAt!) : null,
      invited: invited.map((b) => b.businessID),
      quotes,
      review:
        plan === 'awarded' && !role.buyer
          ? reviewOf(Random.derive(seed, 'buying-request-review', index), buyer, quotes, when.awardedAt!)
          : null,
    });
  }
  return out;
}

/**
 * The buyer's review of the winner, days after the award and before the reference day (none for
 * one in four awards), and the supplier's answer to about half of them.
 */
function reviewOf(
  rng: Random,
  buyer: DemoBusiness,
  quotes: DemoQuote[],
  awardedAt: number,
): DemoReview | null {
  const winner = quotes.find((q) => q.status === 'awarded');
  if (!winner || !rng.chance(0.75)) return null;
  const last = REFERENCE_DATE - 2 * HOUR;
  const createdAt = Math.min(awardedAt + rng.int(2, 12) * DAY + rng.int(0, 8) * HOUR, last - HOUR);
  if (createdAt <= awardedAt) return null;
  const rating = rng.weighted([5, 4, 3, 2] as const, [50, 34, 12, 4]);
  const tone = rating >= 4 ? 'high' : rating === 3 ? 'mid' : 'low';
  const answerAt = Math.min(createdAt + rng.int(3, 48) * HOUR, last);
  return {
    reviewID: rng.uuid(),
    businessID: winner.businessID,
    quoteID: winner.quoteID,
    authorUserID: buyer.ownerUserID!,
    authorBusinessID: buyer.businessID,
    rating,
    text: rng.pick(reviewTexts[tone]),
    createdAt: iso(createdAt),
    answer:
      rng.chance(0.5) && answerAt > createdAt
        ? { text: rng.pick(reviewAnswers[tone]), at: iso(answerAt), byUserID: winner.authorUserID }
        : null,
  };
}

/**
 * What became of the quotes: on an awarded request the lowest price (in US dollars at the demo's
 * rates) wins and some others are declined; elsewhere a few were revised once or withdrawn.
 */
function decide(rng: Random, plan: Plan, quotes: DemoQuote[], when: Timing): void {
  const later = (q: DemoQuote, hours: number, until: number) =>
    iso(Math.min(Date.parse(q.createdAt) + hours * HOUR, until));
  for (const q of quotes) {
    if (rng.chance(0.12)) {
      q.revisions = 1;
      q.unitPrice = roundPrice(q.unitPrice * 0.96, q.currency);
      q.updatedAt = later(q, rng.int(6, 60), when.quotesUntil);
    } else if (plan === 'open' && rng.chance(0.06)) {
      q.status = 'withdrawn';
      q.updatedAt = q.decidedAt = later(q, rng.int(6, 48), when.quotesUntil);
    }
  }
  if (plan !== 'awarded' || !when.awardedAt) return;
  const inDollars = (q: DemoQuote) => q.unitPrice / demoUnitsPerDollar[q.currency]!;
  const winner = quotes.reduce((best, q) => (inDollars(q) < inDollars(best) ? q : best));
  const at = iso(when.awardedAt);
  winner.status = 'awarded';
  winner.updatedAt = winner.decidedAt = at;
  for (const q of quotes) {
    if (q === winner || !rng.chance(0.45)) continue;
    q.status = 'declined';
    q.declineReason = rng.pick(declineReasons);
    q.updatedAt = q.decidedAt = at;
  }
}
