/** Where a user or business is: country, city, street address, postcode, phone, export markets. */
import { countryRows } from '../../reference/countries.ts';
import type { Random } from '../random.ts';
import { demoCountries, streetPatterns, type DemoCountry } from '../words/places.ts';
import { markets } from '../words/text.ts';
import { fill } from './text.ts';

const dialCodes = new Map(countryRows().map((c) => [c.code, c.dialCodes[0] ?? '']));
export const countryNames = new Map(countryRows().map((c) => [c.code, c.name]));
const countryWeights = demoCountries.map((c) => c.weight);

export function pickCity(rng: Random, country: DemoCountry): { city: string; stateId: string | null } {
  // Cities are listed biggest industrial centres first.
  const entry = rng.zipf(country.cities, 0.8);
  const [city, state] = entry.split(':') as [string, string | undefined];
  return { city, stateId: state ? `${country.code}-${state}` : null };
}

export function zipcode(rng: Random, format: string): string {
  let out = '';
  for (const ch of format) {
    if (ch === '#') out += String(rng.int(0, 9));
    else if (ch === 'A') out += 'ABCDEFGHJKLMNPRSTVWXY'[rng.int(0, 20)];
    else out += ch;
  }
  return out;
}

export function phone(rng: Random, country: DemoCountry): { countryCode: string; number: string } {
  return {
    countryCode: `+${dialCodes.get(country.code) ?? '1'}`,
    number: rng.digits(country.phoneDigits, true),
  };
}

export function streetAddress(rng: Random, country: DemoCountry): string {
  const style = streetPatterns[country.region];
  return fill(rng.pick(style.patterns), {
    n: rng.zipfIndex(2000, 0.6) + 1,
    u: rng.int(1, 24),
    s: rng.pick(style.words),
  });
}

export function pickCountry(rng: Random): DemoCountry {
  return rng.weighted(demoCountries, countryWeights);
}

export function marketList(rng: Random, count: number): string[] {
  const out = new Set<string>();
  while (out.size < count) out.add(rng.zipf(markets, 0.7));
  return [...out];
}
