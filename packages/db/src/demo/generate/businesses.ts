/** Businesses: one per index from its own sub-stream, with every profile section filled in. */
import { businessTypeCodes } from '@wbn/contracts';
import { categoryId, industryId } from '../../seed-reference.ts';
import { Random, type Seed } from '../random.ts';
import type { DemoBusiness, DemoFactory } from '../types.ts';
import { demoCountries } from '../words/places.ts';
import { industryWords } from '../words/products.ts';
import {
  businessTypeNouns,
  capacityUnits,
  contractManufacturing,
  deliveryTerms,
  facilityProcesses,
  facilityTemplates,
  languageNames,
  packagingTypes,
  paymentCurrencies,
  paymentTypes,
} from '../words/text.ts';
import {
  band,
  descriptions,
  employeeBands,
  makeCertificates,
  revenueBands,
  tierShares,
  verifiedShare,
} from './business-profile.ts';
import { uniqueCompanyName } from './company-names.ts';
import { DAY, REFERENCE_DATE } from './dates.ts';
import {
  basesByCategory,
  categoryName,
  industryKeys,
  industryNameLower,
  pickBusinessType,
  pickIndustryKey,
} from './industries.ts';
import { pickOwner, type BusinessState, type DemoOwner } from './owners.ts';
import { countryNames, marketList, phone, pickCity, pickCountry, streetAddress, zipcode } from './places.ts';
import { article, fill, joinList, lowerTitle, pluralise, slugify } from './text.ts';

/** Industries whose businesses may speak of drawings, spare parts and installation. */
const industrialIndustries = new Set(['0001', '0002', '0003', '0004', '0005', '0006', '0014']);

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
      category: lowerTitle(catNames[0] ?? ''),
      categories: joinList(catNames.map(lowerTitle)),
      city,
      country: countryName,
      aCountry: `${article(countryName)} ${countryName}`,
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
    industrialIndustries.has(industryKey),
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
