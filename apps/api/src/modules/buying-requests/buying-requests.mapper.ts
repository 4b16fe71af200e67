import {
  reputationOf,
  type BuyingRequest,
  type BuyingRequestStatus,
  type BuyingRequestSummary,
  type InquiryAttachment,
  type Party,
  type Quote,
} from '@wbn/contracts';
import type { QuoteRow, RequestRow } from './buying-requests.repository.ts';

/** Turns a stored file URL into the one a reader may open (the files service's `readerUrl`). */
export type SignFileUrl = (url: string) => string;

const toAttachment = (a: InquiryAttachment, sign: SignFileUrl): InquiryAttachment => ({
  ...a,
  url: sign(a.url),
});

/** The status everyone reads: an open request past its deadline (by the API's clock) is closed. */
export function statusAt(r: Pick<RequestRow, 'status' | 'deadline'>, now: Date): BuyingRequestStatus {
  return r.status === 'open' && r.deadline.getTime() <= now.getTime() ? 'closed' : r.status;
}

/** Sums of money to the cent's hundredth, without a binary float's tail. */
const money = (n: number) => Math.round(n * 10_000) / 10_000;

export function toSummary(r: RequestRow, now: Date): BuyingRequestSummary {
  return {
    requestID: r.requestId,
    buyer: r.buyer,
    title: r.title,
    industryID: r.industryId,
    categoryID: r.categoryId,
    categoryName: r.categoryName,
    quantity: r.quantity,
    unit: r.unit,
    deliveryCountry: r.deliveryCountry,
    deadline: r.deadline.toISOString(),
    visibility: r.visibility,
    status: statusAt(r, now),
    publishedAt: r.publishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * A request's page. `sign` null withholds its files (a visitor, not signed in, reads the board's
 * requests without the buyer's drawings and specifications; it sees how many there are).
 */
export function toRequest(
  r: RequestRow,
  now: Date,
  sign: SignFileUrl | null,
  invited: Party[] | null,
): BuyingRequest {
  return {
    ...toSummary(r, now),
    description: r.description,
    targetPrice: r.targetPrice,
    currency: r.currency,
    incoterm: r.incoterm,
    deliveryPort: r.deliveryPort,
    neededBy: r.neededBy,
    attachments: sign ? r.attachments.map((a) => toAttachment(a, sign)) : [],
    attachmentCount: r.attachments.length,
    cancelReason: r.cancelReason,
    invited,
  };
}

/**
 * A quote as its reader sees it: the buyer (`forBuyer`) also sees its star and its thread with
 * the supplier; a supplier's own quote says nothing of what the buyer did with it.
 */
export function toQuote(r: QuoteRow, quantity: number, sign: SignFileUrl, forBuyer: boolean): Quote {
  return {
    quoteID: r.quoteId,
    requestID: r.requestId,
    supplier: { ...r.supplier, verified: r.verified, country: r.supplierCountry },
    unitPrice: r.unitPrice,
    currency: r.currency,
    total: money(r.unitPrice * quantity),
    minOrder: r.minOrder,
    leadTimeDays: r.leadTimeDays,
    incoterm: r.incoterm,
    validUntil: r.validUntil,
    notes: r.notes,
    attachments: r.attachments.map((a) => toAttachment(a, sign)),
    status: r.status,
    revisions: r.revisions,
    declineReason: r.declineReason,
    shortlisted: forBuyer && r.shortlisted,
    threadID: forBuyer ? r.threadId : null,
    ...(forBuyer ? { supplierReputation: reputationOf(r.supplierReputation) } : {}),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
