/**
 * Company names in the style of each country (pinyin, Japanese and Korean roots, surnames with
 * local suffixes, invented roots), public bodies and investors, kept unique within one run.
 */
import type { BusinessTypeCode } from '@wbn/contracts';
import type { Random } from '../random.ts';
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
} from '../words/companies.ts';
import { personNames } from '../words/people.ts';
import type { DemoCountry } from '../words/places.ts';
import { industryWords } from '../words/products.ts';
import { countryNames } from './places.ts';

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

/** "Astrora Trading Trading" → "Astrora Trading": a word never follows itself in a name. */
export function withoutRepeats(name: string): string {
  const words = name.split(' ');
  return words.filter((w, i) => i === 0 || w.toLowerCase() !== words[i - 1]!.toLowerCase()).join(' ');
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

export function uniqueCompanyName(
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
    } else core = withoutRepeats(nameCore(rng, country, industryKey, city));
    const full = type === 'GO' ? core : withoutRepeats(withLegalForm(rng, country, core));
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
