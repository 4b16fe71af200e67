/**
 * The bodies the mixed workload sends, shaped by the contracts (packages/contracts: business.ts,
 * product.ts, user.ts) and by the values the API tests use (i0001 / c0001-01, MX and IT), so
 * every one passes validation. Writes take a revision number so that each one really changes the
 * row, and with it the read caches and the search words the API keeps for it.
 */
import type {
  CreateBusiness,
  CreateProduct,
  GeneralSection,
  ProductInput,
  ProfileUpdate,
} from '@wbn/contracts';

/** Product names are made of these nouns; the searches look for them. */
export const productNouns = [
  'pump',
  'valve',
  'bearing',
  'gearbox',
  'compressor',
  'conveyor',
  'motor',
  'sensor',
];
const adjectives = ['Hydraulic', 'Stainless', 'Industrial', 'Precision', 'Heavy-duty', 'Compact'];
const countries = ['MX', 'IT'] as const;

/** The search words: one per noun, so every search matches a handful of products. */
export const searchWords = productNouns;

export function businessCreateBody(owner: number): CreateBusiness {
  return {
    companyName: `Mixed Bench Works ${owner}`,
    categories: ['i0001.c0001-01'],
    businessType: 'MA',
    country: countries[owner % countries.length]!,
    shortDescription: `Mixed Bench Works ${owner} builds ${productNouns[owner % productNouns.length]}s for process plants.`,
  };
}

/** The General Information section of an owner's business, at revision `rev`. */
export function businessGeneralBody(owner: number, rev: number): GeneralSection {
  return {
    companyName: `Mixed Bench Works ${owner}`,
    shortDescription: `Pumps, valves and drives for process plants (revision ${rev}).`,
    generalDescription: `Family company; catalogue revision ${rev}.`,
    businessType: 'MA',
    industry: 'i0001',
    categories: ['c0001-01'],
    yearStablished: 1990 + (rev % 30),
  };
}

/** Product `index` of an owner (the seeded ones), edited at revision `rev`. */
export function productBody(owner: number, index: number, rev: number): ProductInput {
  const noun = productNouns[(owner * 3 + index) % productNouns.length]!;
  return {
    name: `${adjectives[(owner + index) % adjectives.length]} ${noun} ${owner}-${index}`,
    keywords: [noun, 'industrial'],
    description: `A ${noun} for continuous duty, revision ${rev}.`,
    industry: 'i0001',
    category: 'c0001-01',
    specs: [{ key: 'Revision', value: String(rev) }],
    leadTime: 10 + (rev % 50),
    stock: rev % 2 === 0,
  };
}

/** A product an owner adds during the run (and deletes again later in the same cycle). */
export function productCreateBody(owner: number, businessID: string, rev: number): CreateProduct {
  const noun = productNouns[(owner + rev) % productNouns.length]!;
  return {
    businessID,
    name: `Seasonal ${noun} batch ${rev}`,
    keywords: [noun],
    description: `A limited batch of ${noun}s.`,
    industry: 'i0001',
    category: 'c0001-01',
    specs: [],
    stock: true,
  };
}

/** The signed-in owner's own profile, at revision `rev`. */
export function userProfileBody(rev: number): ProfileUpdate {
  return { city: 'Monterrey', profession: `Plant manager ${rev}`, companyName: `Mixed Bench Works` };
}
