/**
 * The local showcase's hand-written content: per portal language, a few businesses written by
 * their owners in that language, with their products, posts and inquiry threads. Everything here
 * is plain data; `build.ts` turns it into the generator's objects and those into rows.
 *
 * Dates are days before the generator's reference day (`REFERENCE_DATE`), so the loader moves them
 * up to the day it loads like the generated newsfeed and threads.
 */
import type { BusinessTypeCode } from '@wbn/contracts';

/** The portal languages other than English (packages/contracts/src/portals.ts). */
export type LocalLanguage = 'es' | 'it' | 'pt' | 'de' | 'fr' | 'zh';

export interface LocalPerson {
  /** Unique within its language file; threads and businesses name people by it. */
  key: string;
  firstName: string;
  lastName: string;
  /** On a reserved example domain. */
  email: string;
  genderCode: 'F' | 'M';
  city: string;
  countryCode: string;
  stateId: string | null;
  /** 1-based place in reference/job-positions.ts (1 Owner / Founder, 4 General Manager, 10 Purchasing Manager…). */
  jobPosition: number;
  profession: string;
  /** The profile's brief presentation (≤ 512 characters). */
  brief: string;
  /** Industry key (0001–0015) and business type of the profile. */
  industryKey: string;
  businessTypeCode: BusinessTypeCode;
  /** The company they work for (owners: replaced by their business's name). */
  companyName: string;
  /** The mobile number's dial code and digits. */
  mobile: [countryCode: string, number: string];
  birthYear: number;
  /** Days before the reference day they signed up. */
  joinedDaysAgo: number;
}

export interface LocalProduct {
  name: string;
  keywords: string[];
  description: string;
  /** Category and sub-category numbers (1-based) within the business's industry. */
  category: number;
  subCategory: number;
  specs: [key: string, value: string][];
  /** Days. */
  leadTime: number;
  /** Units in stock (0: made to order). */
  stock: number;
}

export interface LocalPost {
  /** On the business's timeline as the business, or on the owner's own timeline as themselves. */
  by: 'business' | 'owner';
  daysAgo: number;
  /** Hour of the day (UTC) it was written. */
  hour: number;
  content: string;
  /** The product (index in the business's list) whose picture the post shows, if any. */
  picture?: number;
}

export interface LocalBusiness {
  /** URL key, unique in the directory. */
  key: string;
  /** Person key of the owner (one business each). */
  owner: string;
  companyName: string;
  /** Latin letters for the logo's initials where the name is not in Latin script. */
  logoName?: string;
  shortDescription: string;
  generalDescription: string;
  businessTypeCode: BusinessTypeCode;
  industryKey: string;
  /** Category numbers (1-based) within the industry; the first is the main one. */
  categories: number[];
  countryCode: string;
  city: string;
  stateId: string | null;
  zipcode: string;
  /** Street address as written on the profile (without the city). */
  address: string;
  phone: [countryCode: string, number: string];
  yearEstablished: number;
  /** Days before the reference day the profile was created. */
  createdDaysAgo: number;
  verified: boolean;
  employees: [min: number, max: number];
  /** US dollars per year. */
  revenue: [min: number, max: number];
  production: {
    facilities: string;
    factorySize: number;
    lines: number;
    employees: [min: number, max: number];
    capacity: { min: number; max: number; unit: string; period: 'month' | 'year' };
    contractManufacturing: ('OEM' | 'ODM' | 'OBM')[];
  } | null;
  markets: string[];
  spokenLanguages: string[];
  salesStaff: number;
  /** Days. */
  averageLeadTime: number;
  deliveryTerms: string[];
  currencies: string[];
  packaging: string[];
  paymentTypes: string[];
  /** Name, issue day and expiry day (YYYY-MM-DD; null: no expiry). */
  certificates: [name: string, issued: string, expires: string | null][];
  products: LocalProduct[];
  posts: LocalPost[];
}

export interface LocalMessage {
  /** S: the sender of the inquiry; R: the supplier it went to. */
  side: 'S' | 'R';
  /** Hours after the previous message (the first: after the thread's start). */
  after: number;
  content: string;
}

export interface LocalThread {
  /** A person key (writing as themselves), or a business key (written by its owner as the business). */
  from: { person: string } | { business: string };
  /** The supplier's business key. */
  to: string;
  subject: string;
  /** Days before the reference day, and the hour (UTC), the first message was sent. */
  startDaysAgo: number;
  startHour: number;
  messages: LocalMessage[];
  /** Who has not yet read the other side's latest messages (both have read everything when absent). */
  unreadBy?: 'S' | 'R';
  /** Closed by the sender's side this many hours after the last message. */
  closedAfter?: number;
}

export interface LocalShowcase {
  language: LocalLanguage;
  people: LocalPerson[];
  businesses: LocalBusiness[];
  threads: LocalThread[];
}
