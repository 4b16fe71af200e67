import { z } from 'zod';
import { deliveryTerms } from './business-limits.ts';
import {
  buyingRequestLimits as limits,
  buyingRequestMessages as says,
  buyingRequestStatuses,
  buyingRequestVisibilities,
  currencyCodes,
  quoteStatuses,
} from './buying-request-limits.ts';
import { attachmentSchema, partySchema, sendMessageSchema } from './inquiries.ts';
import { reputationSchema } from './reputation.ts';

/**
 * Buying requests (decision 0023): a business asks many suppliers for quotes on one need; each
 * supplier answers with one sealed quote; the buyer compares them side by side and awards.
 */

const uuid = (what: string) => z.uuid({ message: `Not a valid ${what} id` });
const text = (max: number, required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(max, { message: `At most ${max} characters` });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `At most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => v || null);
/** A positive amount, at least `min` (below it the database's scale would round it to zero). */
const amount = (message: string, min: number) =>
  z
    .number({ message })
    .gt(0, { message })
    .lt(limits.amountMax, { message: `Less than ${limits.amountMax.toLocaleString('en-US')}` })
    .refine((v) => v <= 0 || v >= min, { message: `At least ${min}` });
const currency = z
  .string({ message: says.currency })
  .trim()
  .toUpperCase()
  .pipe(z.enum(currencyCodes, { message: says.currency }));
const incoterm = z.enum(deliveryTerms, { message: 'Choose one of the Incoterms 2020' });
const day = (message: string) => z.iso.date({ message });
const attachments = z
  .array(uuid('upload token'))
  .max(limits.attachmentsMax, { message: `At most ${limits.attachmentsMax} files` })
  .optional();
/** A client-made id: the same one sent again (a retry, a double click) answers what it made. */
const clientID = uuid('client').optional();

/** What a request asks for; the same for a new request and an edit. */
const requestFields = {
  title: text(limits.titleMax, 'Say what you need'),
  description: text(limits.descriptionMax, 'Describe what you need'),
  /** A category of the category system (its industry follows from it). */
  categoryID: z.string({ message: 'Choose a category' }).trim().min(1, { message: 'Choose a category' }),
  quantity: amount(says.quantityPositive, limits.quantityMin),
  unit: text(limits.unitMax, 'Give the unit (pieces, tonnes, metres…)'),
  targetPrice: amount(says.pricePositive, limits.priceMin).nullable().optional(),
  currency: currency.nullable().optional(),
  incoterm: incoterm.nullable().optional(),
  deliveryCountry: z
    .string({ message: 'Choose the delivery country' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: 'Choose the delivery country' }),
  deliveryPort: optionalText(limits.portMax),
  neededBy: day('A date such as 2027-03-31').nullable().optional(),
  /** ISO 8601 with a time zone; checked against the server's clock (not in the past). */
  deadline: z.iso.datetime({ offset: true, message: 'A date and time such as 2027-03-01T12:00:00Z' }),
  visibility: z.enum(buyingRequestVisibilities, { message: 'Open or invited' }),
  /** The businesses an invited request goes to. */
  invited: z.array(uuid('business')).max(limits.invitedMax, { message: says.invitedTooMany }).optional(),
  /** Upload tokens (files/upload-request/user, purpose inquiryAttachment). */
  attachments,
  /** False keeps it a draft, seen by its business only. */
  publish: z.boolean().optional(),
};

const withCurrency = <T extends { targetPrice?: number | null; currency?: string | null }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.targetPrice != null && v.currency == null) {
    ctx.addIssue({ code: 'custom', path: ['currency'], message: says.currencyWithPrice });
  }
};

/** POST /api/buying-requests (an optional Idempotency-Key header does what clientID does). */
export const createBuyingRequestSchema = z
  .object({ businessID: uuid('business'), ...requestFields, clientID })
  .superRefine(withCurrency);
export type CreateBuyingRequestBody = z.input<typeof createBuyingRequestSchema>;

/** PUT /api/buying-requests/{id}: until the first quote. */
export const updateBuyingRequestSchema = z.object(requestFields).superRefine(withCurrency);
export type UpdateBuyingRequestBody = z.input<typeof updateBuyingRequestSchema>;

export const cancelBuyingRequestSchema = z.object({
  reason: text(limits.reasonMax, says.reasonRequired),
});

export const buyingRequestParamsSchema = z.object({ id: uuid('request') });
export const quoteParamsSchema = z.object({ id: uuid('request'), qid: uuid('quote') });

/** The board: open requests taking quotes, newest first. */
export const boardQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  industry: z.string().trim().max(40).optional(),
  category: z.string().trim().max(60).optional(),
  /** The delivery country. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: 'A two-letter country code' })
    .optional(),
  /** The cursor of the next page (`nextCursor` of the previous one). */
  cursor: z.string().max(200).optional(),
});

/** Reading a request as one of the viewer's businesses (the buyer's, or a supplier's). */
export const readAsQuerySchema = z.object({ as: uuid('business').optional() });

/**
 * GET /api/buying-requests/{id}: `currency` is the one the buyer compares quotes in (by default
 * the request's target-price currency, else the one most quotes use).
 */
export const requestPageQuerySchema = readAsQuerySchema.extend({ currency: currency.optional() });
export const businessQuerySchema = z.object({ bid: uuid('business') });

const quoteFields = {
  unitPrice: amount(says.pricePositive, limits.priceMin),
  currency,
  minOrder: amount('Enter a minimum order above zero', limits.quantityMin),
  leadTimeDays: z
    .number({ message: 'Give the lead time in days' })
    .int({ message: 'Give the lead time in whole days' })
    .min(1, { message: 'Give the lead time in days' })
    .max(3650, { message: 'At most 3650 days' }),
  incoterm,
  validUntil: day('A date such as 2027-03-31'),
  notes: optionalText(limits.notesMax),
  attachments,
};

/** POST /api/buying-requests/{id}/quotes (an optional Idempotency-Key header does what clientID does). */
export const sendQuoteSchema = z.object({ businessID: uuid('business'), ...quoteFields, clientID });
export type SendQuoteBody = z.input<typeof sendQuoteSchema>;

/** PUT /api/buying-requests/{id}/quotes/{qid}: the one revision. */
export const reviseQuoteSchema = z.object(quoteFields);
export type ReviseQuoteBody = z.input<typeof reviseQuoteSchema>;

export const awardSchema = z.object({
  quoteIDs: z
    .array(uuid('quote'))
    .min(1, { message: says.awardNone })
    .max(limits.quotesPerRequest, { message: says.awardNone }),
  clientID,
});
export type AwardBody = z.input<typeof awardSchema>;

export const declineQuoteSchema = z.object({ reason: text(limits.reasonMax, says.reasonRequired) });

/**
 * A quote's price in the comparison's currency: converted with the latest reference rate on or
 * before the day (`rate` units of `currency` per unit of the quote's; `rateDate` the rate's day).
 */
export const quoteConversionSchema = z.object({
  currency: z.string(),
  unitPrice: z.number(),
  total: z.number(),
  rate: z.number(),
  rateDate: z.string(),
});
export type QuoteConversion = z.infer<typeof quoteConversionSchema>;

const supplierSchema = partySchema.extend({ verified: z.boolean(), country: z.string().nullable() });

export const quoteSchema = z.object({
  quoteID: z.string(),
  requestID: z.string(),
  supplier: supplierSchema,
  unitPrice: z.number(),
  currency: z.string(),
  /** unitPrice × the request's quantity, in the quote's currency. */
  total: z.number(),
  minOrder: z.number(),
  leadTimeDays: z.number().int(),
  incoterm: z.string(),
  validUntil: z.string(),
  notes: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  status: z.enum(quoteStatuses),
  revisions: z.number().int(),
  declineReason: z.string().nullable(),
  /** The buyer's star in its comparison; always false on a supplier's own quote (sealed). */
  shortlisted: z.boolean(),
  /**
   * The buyer's open message-center thread with this supplier about the request (read in the
   * buyer's inbox, `/business/{buyer}/requests/{threadID}`); null without one, and for suppliers.
   */
  threadID: z.string().nullable(),
  /**
   * The supplier's response figures and reviews (decision 0024), as its business page shows them;
   * in the buyer's comparison only.
   */
  supplierReputation: reputationSchema.optional(),
  /**
   * In the buyer's comparison: the price in the comparison's currency (null when a rate for
   * either currency is missing). Absent for suppliers.
   */
  converted: quoteConversionSchema.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** PUT /api/buying-requests/{id}/quotes/{qid}/shortlist: the buyer stars a quote or takes the star off. */
export const shortlistSchema = z.object({
  shortlisted: z.boolean({ message: 'true to shortlist the quote, false to take it off the shortlist' }),
});
export type ShortlistBody = z.input<typeof shortlistSchema>;

/**
 * POST /api/buying-requests/{id}/quotes/{qid}/message: the buyer writes to the quote's supplier in
 * the message center; the answer names the thread and the buyer's inbox (`requestID`, `bid`).
 */
export const messageSupplierSchema = sendMessageSchema;
export type MessageSupplierBody = z.input<typeof messageSupplierSchema>;

export const buyingRequestSummarySchema = z.object({
  requestID: z.string(),
  buyer: partySchema,
  title: z.string(),
  industryID: z.string(),
  categoryID: z.string(),
  categoryName: z.string(),
  quantity: z.number(),
  unit: z.string(),
  deliveryCountry: z.string(),
  deadline: z.string(),
  visibility: z.enum(buyingRequestVisibilities),
  status: z.enum(buyingRequestStatuses),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BuyingRequestSummary = z.infer<typeof buyingRequestSummarySchema>;

export const buyingRequestSchema = buyingRequestSummarySchema.extend({
  description: z.string(),
  targetPrice: z.number().nullable(),
  currency: z.string().nullable(),
  incoterm: z.string().nullable(),
  deliveryPort: z.string().nullable(),
  neededBy: z.string().nullable(),
  /** Signed links to the request's files; empty for a visitor (not signed in), who sees the count. */
  attachments: z.array(attachmentSchema),
  /** How many files the request carries (a visitor is asked to sign in to open them). */
  attachmentCount: z.number().int(),
  cancelReason: z.string().nullable(),
  /** The invited businesses: shown to the buyer only (null to anyone else). */
  invited: z.array(partySchema).nullable(),
});
export type BuyingRequest = z.infer<typeof buyingRequestSchema>;

export const quoteAllowanceSchema = z.object({
  /** Quotes the business sent this calendar month (UTC). */
  used: z.number().int(),
  /** Its tier's monthly allowance; null is unlimited. */
  limit: z.number().int().nullable(),
  tier: z.string(),
});
export type QuoteAllowance = z.infer<typeof quoteAllowanceSchema>;

/**
 * GET /api/buying-requests/{id}?as=: the request as the viewer's business reads it. The buyer gets
 * every quote (the comparison); a supplier gets its own quote only and never a count of others.
 */
export const buyingRequestPageSchema = z.object({
  request: buyingRequestSchema,
  /**
   * buyer: a person of the requesting business; supplier: reading as another business; reader:
   * signed in without reading as a business; visitor: not signed in (an open request only, its
   * files withheld; asked to sign in to quote).
   */
  role: z.enum(['buyer', 'supplier', 'reader', 'visitor']),
  /** The business the page is read as (null: the viewer has none that may quote). */
  as: z.string().nullable(),
  /** Whether the buyer may still edit it (a draft, or open without a quote). */
  editable: z.boolean(),
  /** The buyer's comparison: every quote, withdrawn ones included. Empty for anyone else. */
  quotes: z.array(quoteSchema),
  /** The supplier's own quote. */
  myQuote: quoteSchema.nullable(),
  /** The supplier's monthly allowance (null for the buyer). */
  allowance: quoteAllowanceSchema.nullable(),
  /**
   * The currency the buyer's comparison converts quotes into (`converted` on each quote); null
   * for anyone else, and when there are no quotes.
   */
  comparisonCurrency: z.string().nullable(),
});
export type BuyingRequestPage = z.infer<typeof buyingRequestPageSchema>;

export const boardResponseSchema = z.object({
  requests: z.array(buyingRequestSummarySchema),
  nextCursor: z.string().nullable(),
});
export type BoardResponse = z.infer<typeof boardResponseSchema>;

/** GET /api/buying-requests/business?bid=: a business's own requests and those it is invited to. */
export const businessRequestsResponseSchema = z.object({
  mine: z.array(buyingRequestSummarySchema),
  invited: z.array(buyingRequestSummarySchema),
  allowance: quoteAllowanceSchema,
});
export type BusinessRequestsResponse = z.infer<typeof businessRequestsResponseSchema>;

export const awardResponseSchema = z.object({
  request: buyingRequestSchema,
  quotes: z.array(quoteSchema),
});
export type AwardResponse = z.infer<typeof awardResponseSchema>;
