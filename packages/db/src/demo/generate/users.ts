/** Users: names and e-mails that fit their country, a job, a company and a short presentation. */
import { jobPositionNames } from '../../reference/job-positions.ts';
import { industryId } from '../../seed-reference.ts';
import { Random, type Seed } from '../random.ts';
import type { DemoUser } from '../types.ts';
import { rootEnds, rootStarts } from '../words/companies.ts';
import { personNames, professions } from '../words/people.ts';
import type { DemoCountry } from '../words/places.ts';
import { industryWords } from '../words/products.ts';
import { briefTemplates } from '../words/text.ts';
import { DAY, REFERENCE_DATE, isoDate } from './dates.ts';
import { categoryName, industryNameLower, pickBusinessType, pickIndustryKey } from './industries.ts';
import { countryNames, marketList, phone, pickCity, pickCountry } from './places.ts';
import { withoutRepeats } from './company-names.ts';
import { fill, joinList, lowerTitle, pad, slugify } from './text.ts';

function personName(rng: Random, country: DemoCountry): { first: string; last: string; gender: string } {
  const names = personNames[country.region];
  const female = rng.chance(0.45);
  const first = rng.zipf(female ? names.female : names.male, 0.7);
  let last = rng.zipf(names.last, 0.7);
  // Spanish and Portuguese speakers often show two surnames.
  if ((country.region === 'spanish' || country.region === 'portuguese') && rng.chance(0.25)) {
    const second = rng.zipf(names.last, 0.7);
    if (second !== last) last = `${last} ${second}`;
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
  const companyName = withoutRepeats(
    `${rng.pick(rootStarts)}${rng.pick(rootEnds)} ${rng.zipf(words.nameWords)} ${rng.zipf(country.legalForms)}`,
  );
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
    category: lowerTitle(categoryName(key, cat)),
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
