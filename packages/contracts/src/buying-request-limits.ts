// Buying requests (requests for quotation, decision 0023): their limits, the quote allowance of
// each membership tier, the currencies and the user-facing messages, apart from the zod schemas in
// buying-requests.ts: the web app's pages need them without zod (decision 0015).
import { membershipIds, type MembershipId } from './routes.ts';
import { membershipRank } from './membership.ts';

export const buyingRequestLimits = {
  titleMax: 150,
  descriptionMax: 4000,
  unitMax: 30,
  portMax: 100,
  reasonMax: 500,
  notesMax: 2000,
  /** Files a request or a quote may carry (PDF and images, through the upload path). */
  attachmentsMax: 5,
  /** Businesses an invited request may name. */
  invitedMax: 20,
  /**
   * Quotes a request takes at most (withdrawn ones do not count). Ten, like the large B2B
   * marketplaces: enough for a real comparison, few enough that a supplier's quote is read.
   */
  quotesPerRequest: 10,
  /** A quote may be revised this many times before the deadline. */
  revisionsPerQuote: 1,
  /** The deadline for quotes lies at most this many days ahead. */
  deadlineDaysMax: 90,
  /** Quantities and prices stay under this (and above zero). */
  amountMax: 1_000_000_000,
  /**
   * The smallest quantity and price the database keeps (its numeric scales, 3 and 4 decimals): a
   * smaller one would be stored as zero.
   */
  quantityMin: 0.001,
  priceMin: 0.0001,
  /** Requests a page of the board holds. */
  pageSize: 20,
  /** A business's own and invited requests listed on its page (newest first). */
  listMax: 50,
} as const;

/**
 * Quotes a business may send in a calendar month (UTC), by membership tier; null is unlimited.
 * They sit here, next to the product caps of `membershipPlans`, and are read with the tier the
 * membership service reports.
 */
export const quoteAllowances: Readonly<Record<MembershipId, number | null>> = {
  standard: 5,
  gold: 30,
  premium: 100,
  platinum: null,
};

/** The monthly quote allowance of a tier (a business without one is standard). */
export function quoteAllowanceFor(subscription: string | null | undefined): number | null {
  return quoteAllowances[membershipIds[membershipRank(subscription)] as MembershipId];
}

/** Open: every supplier sees it on the board; invited: only the named businesses. */
export const buyingRequestVisibilities = ['open', 'invited'] as const;
export type BuyingRequestVisibility = (typeof buyingRequestVisibilities)[number];

/**
 * A request's state as everyone reads it. `closed` is an open request whose deadline has passed
 * (evaluated against the server's clock on every read, not by a sweep).
 */
export const buyingRequestStatuses = ['draft', 'open', 'closed', 'awarded', 'cancelled'] as const;
export type BuyingRequestStatus = (typeof buyingRequestStatuses)[number];

export const quoteStatuses = ['active', 'withdrawn', 'awarded', 'declined'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** ISO 4217 currency codes in use (alphabetic), for target prices and quotes. */
export const currencyCodes = [
  'AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN',
  'BHD', 'BIF', 'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF',
  'CLP', 'CNY', 'COP', 'CRC', 'CUP', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB',
  'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD', 'HNL', 'HTG',
  'HUF', 'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES', 'KGS', 'KHR', 'KMF',
  'KPW', 'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA',
  'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO',
  'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD',
  'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SOS', 'SRD', 'SSP', 'STN',
  'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX',
  'USD', 'UYU', 'UZS', 'VES', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XCG', 'XOF', 'XPF', 'YER', 'ZAR',
  'ZMW', 'ZWG',
] as const; // prettier-ignore
export type CurrencyCode = (typeof currencyCodes)[number];

/** What the buying requests' answers and pages say. */
export const buyingRequestMessages = {
  quantityPositive: 'Enter a quantity above zero',
  pricePositive: 'Enter a price above zero',
  currency: 'Choose a currency (an ISO 4217 code such as USD or EUR)',
  currencyWithPrice: 'Choose the currency of the target price',
  deadlinePast: 'The deadline for quotes must be in the future',
  deadlineTooFar: `The deadline for quotes is at most ${buyingRequestLimits.deadlineDaysMax} days away`,
  neededBeforeDeadline: 'The needed-by date cannot be before the deadline for quotes',
  invitedNone: 'Choose at least one business to invite',
  invitedTooMany: `Invite at most ${buyingRequestLimits.invitedMax} businesses`,
  invitedSelf: 'A business cannot be invited to its own request',
  notEditable: 'A request can be edited until it receives its first quote',
  notOpen: 'This request is not taking quotes',
  deadlinePassed: 'The deadline for quotes has passed',
  ownRequest: 'A business cannot quote on its own request',
  notInvited: 'Only the invited businesses may quote on this request',
  alreadyQuoted: 'Your business has already quoted on this request: revise that quote instead',
  requestFull: `This request has received the most quotes it takes (${buyingRequestLimits.quotesPerRequest})`,
  revisedAlready: `A quote can be revised ${buyingRequestLimits.revisionsPerQuote === 1 ? 'once' : `${buyingRequestLimits.revisionsPerQuote} times`} before the deadline`,
  quoteNotActive: 'This quote is no longer active',
  allowanceUsed: (limit: number) =>
    `Your membership allows ${limit} quotes a month and this month's are used. Upgrade your membership to send more.`,
  buyerOnly: 'Only the buyer may do this',
  awardNone: 'Choose the quotes to award',
  awardedAlready: 'This request has already been awarded',
  reasonRequired: 'Give a reason',
  noRates: 'No exchange rates are available: totals are shown in each quote’s own currency.',
  /** The start of a message-center thread's subject about a request (the request's title follows). */
  threadSubject: 'Your quote for: ',
} as const;
