/**
 * A business's profile figures and texts: tier and verification shares, employee and revenue
 * bands, certificates, and the descriptions assembled from sentence fragments.
 */
import type { BusinessTypeCode } from '@wbn/contracts';
import type { Random } from '../random.ts';
import type { DemoCertificate, Range, Tier } from '../types.ts';
import {
  bodyFragments,
  certificates,
  closings,
  industrialFragments,
  openings,
  productionFragments,
  serviceClosings,
  serviceFragments,
  serviceOpenings,
  serviceShortTemplates,
  shortDescriptionTemplates,
} from '../words/text.ts';
import { DAY, REFERENCE_DATE, isoDate } from './dates.ts';
import { capitalise, fill } from './text.ts';

export const tierShares: [Tier, number][] = [
  ['standard', 76],
  ['gold', 13],
  ['premium', 7],
  ['platinum', 4],
];
export const verifiedShare: Record<Tier, number> = { standard: 0.12, gold: 0.8, premium: 0.92, platinum: 1 };

export const employeeBands: Range[] = [
  { min: 1, max: 10 },
  { min: 11, max: 50 },
  { min: 51, max: 200 },
  { min: 201, max: 500 },
  { min: 501, max: 1000 },
  { min: 1001, max: 5000 },
  { min: 5001, max: 10000 },
];
export const revenueBands: Range[] = [
  { min: 0, max: 1_000_000 },
  { min: 1_000_000, max: 5_000_000 },
  { min: 5_000_000, max: 10_000_000 },
  { min: 10_000_000, max: 50_000_000 },
  { min: 50_000_000, max: 100_000_000 },
  { min: 100_000_000, max: 500_000_000 },
  { min: 500_000_000, max: 1_000_000_000 },
];

export function band(rng: Random, tier: Tier, type: BusinessTypeCode): number {
  const boost = { standard: 0, gold: 1, premium: 1.5, platinum: 2.2 }[tier] + (type === 'MA' ? 0.4 : 0);
  const raw = Math.floor(rng.zipfIndex(employeeBands.length, 1.2) + boost * rng.next() * 1.6);
  return Math.min(employeeBands.length - 1, raw);
}

export function makeCertificates(rng: Random, industryKey: string, tier: Tier): DemoCertificate[] {
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

export function descriptions(
  rng: Random,
  values: Record<string, string | number>,
  kind: 'producer' | 'trader' | 'service',
  industrial = false,
): { shortDescription: string; generalDescription: string } {
  const service = kind === 'service';
  const shortTemplate = rng.pick(service ? serviceShortTemplates : shortDescriptionTemplates);
  const shortDescription = capitalise(fill(shortTemplate, values)).slice(0, 160);
  const goods = industrial ? [...bodyFragments, ...industrialFragments] : bodyFragments;
  const pool = service ? serviceFragments : kind === 'producer' ? [...goods, ...productionFragments] : goods;
  const body = rng.sample(pool, rng.int(2, 4)).map((f) => fill(f, values));
  const parts = [fill(rng.pick(service ? serviceOpenings : openings), values), ...body];
  if (rng.chance(0.8)) parts.push(rng.pick(service ? serviceClosings : closings));
  return { shortDescription, generalDescription: parts.join(' ') };
}
