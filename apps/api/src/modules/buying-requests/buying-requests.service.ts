import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  buyingRequestLimits as limits,
  buyingRequestMessages as says,
  inquiryLimits,
  quoteAllowanceFor,
  type AwardResponse,
  type BoardResponse,
  type BusinessRequestsResponse,
  type BuyingRequestPage,
  type InquiryAttachment,
  type NotificationKind,
  type Party,
  type Quote,
  type QuoteAllowance,
  type SendInquiryResponse,
  type awardSchema,
  type boardQuerySchema,
  type messageSupplierSchema,
  type createBuyingRequestSchema,
  type reviseQuoteSchema,
  type sendQuoteSchema,
  type updateBuyingRequestSchema,
  type UiLanguage,
} from '@wbn/contracts';
import type { Database, Queryable } from '@wbn/db';
import type { z } from 'zod';
import { decodeKeyset, encodeKeyset } from '../../lib/keyset-cursor.ts';
import { everyone, type BusinessService, type Viewer } from '../business/business.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { InquiriesService } from '../inquiries/inquiries.service.ts';
import type { MembershipService } from '../membership/membership.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { mailOwners, type BuyingRequestEvent, type BuyingRequestMailConfig } from './buying-requests.mail.ts';
import { statusAt, toQuote, toRequest, toSummary } from './buying-requests.mapper.ts';
import { comparisonCurrencyOf, convert, type RateOn } from './buying-requests.rates.ts';
import {
  buyingRequestsRepository as repo,
  type QuoteRow,
  type QuoteValues,
  type RequestRow,
  type RequestValues,
} from './buying-requests.repository.ts';

type CreateBody = z.output<typeof createBuyingRequestSchema>;
type UpdateBody = z.output<typeof updateBuyingRequestSchema>;
type SendQuoteBody = z.output<typeof sendQuoteSchema>;
type ReviseBody = z.output<typeof reviseQuoteSchema>;
type AwardBody = z.output<typeof awardSchema>;
type BoardQuery = z.output<typeof boardQuerySchema>;
type MessageBody = z.output<typeof messageSupplierSchema>;

export interface BuyingRequestsDeps {
  business: BusinessService;
  files: FilesService;
  /** The message center, where the buyer writes to a supplier about its quote. */
  inquiries: InquiriesService;
  membership: MembershipService;
  notifications: NotificationsService;
  mail: BuyingRequestMailConfig;
  log: FastifyBaseLogger;
  /** The time deadlines and allowances are measured by (tests move it). */
  now?: () => Date;
}

const DAY = 86_400_000;
const notFound = () => AppError.notFound('The buying request');
const conflict = (path: string, message: string) => new AppError('Conflict', message, [{ path, message }]);
/** The request's page, read as a business (what notifications and mails open). */
const pageLink = (requestID: string, as?: string) => `/buying-requests/${requestID}${as ? `?as=${as}` : ''}`;
/** The first moment of `now`'s calendar month, UTC: where the monthly allowance starts. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * How many of the newest board requests a text is first looked for among: a text in 1% of them
 * fills a page there (a walk of the board's index, a few milliseconds at 100k requests); a rarer
 * one goes to the GIN index, which is fast for few matches.
 */
const boardWindow = 2000;

/** A search box's words as a prefix query of the board's text-search document. */
function prefixQuery(q: string | undefined): string | null {
  const words = (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

const sameQuote = (row: QuoteRow, body: QuoteValues) =>
  row.unitPrice === body.unitPrice &&
  row.currency === body.currency &&
  row.minOrder === body.minOrder &&
  row.leadTimeDays === body.leadTimeDays &&
  row.incoterm === body.incoterm &&
  row.validUntil === body.validUntil &&
  (row.notes ?? null) === (body.notes ?? null);

/**
 * Buying requests (decision 0023): a business's request for quotation, open to the board or to
 * invited businesses; one sealed quote per supplier; the buyer's comparison and award. Every write
 * takes the request's row lock, so the cap, the "one quote per business", the edit-until-the-first-
 * quote rule and the award each hold against parallel requests, and a retry answers what it made.
 */
export function createBuyingRequestsService(db: Database, deps: BuyingRequestsDeps) {
  const { business, files, inquiries, membership, notifications, log } = deps;
  const now = deps.now ?? (() => new Date());
  const sign = (url: string) => files.readerUrl(url);

  async function attach(viewer: Viewer, tokens: string[], tx: Queryable): Promise<InquiryAttachment[]> {
    const attached: InquiryAttachment[] = [];
    for (const [i, token] of tokens.entries()) {
      try {
        attached.push(
          await files.attachFile({ token, userID: viewer.userID, purposes: ['inquiryAttachment'] }, tx),
        );
      } catch (err) {
        if (err instanceof AppError && err.status < 500) {
          throw new AppError(err.name, err.message, [
            { path: `body.attachments.${i}`, message: err.message },
          ]);
        }
        throw err;
      }
    }
    return attached;
  }

  /** The request's fields, checked against the clock and the reference data (400s naming each). */
  async function valuesOf(
    tx: Queryable,
    buyerID: string,
    body: UpdateBody,
    at: Date,
  ): Promise<{ values: RequestValues; invited: string[] }> {
    const industryId = await repo.industryOf(tx, body.categoryID);
    if (!industryId) throw AppError.field('body.categoryID', 'Choose a category of the category list');
    if (!(await repo.countryExists(tx, body.deliveryCountry))) {
      throw AppError.field('body.deliveryCountry', 'Choose the delivery country');
    }
    const deadline = new Date(body.deadline);
    if (deadline.getTime() <= at.getTime()) throw AppError.field('body.deadline', says.deadlinePast);
    if (deadline.getTime() > at.getTime() + limits.deadlineDaysMax * DAY) {
      throw AppError.field('body.deadline', says.deadlineTooFar);
    }
    if (body.neededBy && body.neededBy < body.deadline.slice(0, 10)) {
      throw AppError.field('body.neededBy', says.neededBeforeDeadline);
    }
    const invited = body.visibility === 'invited' ? [...new Set(body.invited ?? [])] : [];
    if (body.visibility === 'invited') {
      if (invited.length === 0) throw AppError.field('body.invited', says.invitedNone);
      if (invited.includes(buyerID)) throw AppError.field('body.invited', says.invitedSelf);
      const found = await repo.existing(tx, invited);
      const missing = invited.findIndex((id) => !found.has(id));
      if (missing >= 0) throw AppError.field(`body.invited.${missing}`, 'The business was not found');
    }
    const publish = body.publish !== false;
    return {
      invited,
      values: {
        title: body.title,
        description: body.description,
        industryId,
        categoryId: body.categoryID,
        quantity: body.quantity,
        unit: body.unit,
        targetPrice: body.targetPrice ?? null,
        currency: body.currency ?? null,
        incoterm: body.incoterm ?? null,
        deliveryCountry: body.deliveryCountry,
        deliveryPort: body.deliveryPort ?? null,
        neededBy: body.neededBy ?? null,
        deadline,
        visibility: body.visibility,
        status: publish ? 'open' : 'draft',
        publishedAt: publish ? at : null,
        updatedAt: at,
      },
    };
  }

  async function allowanceOf(conn: Queryable, businessID: string, at: Date): Promise<QuoteAllowance> {
    const { subscription: tier } = await membership.tierOf(businessID, conn);
    return {
      used: await repo.sentSince(conn, businessID, monthStart(at)),
      limit: quoteAllowanceFor(tier),
      tier,
    };
  }

  /** Stored notifications (live over the events stream) for the people of these businesses. */
  async function tell(
    businessIDs: string[],
    actorUserID: string,
    actor: Party,
    what: { kind: NotificationKind; subject: string; link: (businessID: string) => string },
  ) {
    for (const businessID of businessIDs) {
      const people = (await repo.people(db, [businessID])).filter((u) => u !== actorUserID);
      await notifications.notify(
        people.map((userID) => ({
          userID,
          kind: what.kind,
          actor,
          subject: what.subject.slice(0, 200),
          link: what.link(businessID),
        })),
      );
    }
  }

  /** Mails the owners of these businesses, each in their language (buying-requests.mail.ts). */
  async function mail(businessIDs: string[], tag: string, event: BuyingRequestEvent, requestID: string) {
    await mailOwners(deps.mail, log, await repo.owners(db, businessIDs), {
      tag,
      event,
      path: (bid) => pageLink(requestID, bid),
    });
  }

  /** Told when a request is published: its invited businesses. */
  async function announce(request: RequestRow, actorUserID: string) {
    if (request.visibility !== 'invited' || request.status !== 'open') return;
    const invited = await repo.invitedIDs(db, request.requestId);
    await tell(invited, actorUserID, request.buyer, {
      kind: 'buying-request',
      subject: request.title,
      link: (bid) => pageLink(request.requestId, bid),
    });
    await mail(
      invited,
      `rfq-invite-${request.requestId}`,
      { kind: 'invite', buyer: request.buyer.name, title: request.title, deadline: request.deadline },
      request.requestId,
    );
  }

  /** The request locked for a buyer's write: 404 to anyone who may not see it, 403 to others. */
  async function asBuyer(tx: Queryable, viewer: Viewer, requestID: string): Promise<RequestRow> {
    const request = await repo.request(tx, requestID, true);
    if (!request) throw notFound();
    if (await repo.roleIn(tx, request.buyerBusinessId, viewer.userID)) return request;
    if (request.status === 'draft') throw notFound();
    throw new AppError('Forbidden', says.buyerOnly, [{ path: 'params.id', message: says.buyerOnly }]);
  }

  /** A quote of the request, locked with it, for a person of its supplier. */
  async function asSupplier(tx: Queryable, viewer: Viewer, requestID: string, quoteID: string) {
    const request = await repo.request(tx, requestID, true);
    const quote = request ? await repo.quote(tx, quoteID) : null;
    if (!request || !quote || quote.requestId !== requestID) throw AppError.notFound('The quote');
    if (!(await repo.roleIn(tx, quote.businessId, viewer.userID))) throw AppError.notFound('The quote');
    return { request, quote };
  }

  /** A quote of the request, for its buyer (404 to outsiders, 403 to other readers). */
  async function buyersQuote(conn: Queryable, viewer: Viewer, requestID: string, quoteID: string) {
    const request = await repo.request(conn, requestID);
    if (!request) throw notFound();
    if (!(await repo.roleIn(conn, request.buyerBusinessId, viewer.userID))) {
      if (request.status === 'draft') throw notFound();
      throw new AppError('Forbidden', says.buyerOnly, [{ path: 'params.id', message: says.buyerOnly }]);
    }
    const quote = await repo.quote(conn, quoteID);
    if (!quote || quote.requestId !== requestID) throw AppError.notFound('The quote');
    return { request, quote };
  }

  /** Quotes are taken while the request is open and its deadline (by the clock) is ahead. */
  function takingQuotes(request: RequestRow, at: Date) {
    const status = statusAt(request, at);
    if (status === 'closed') throw conflict('deadline', says.deadlinePassed);
    if (status !== 'open') throw conflict('params.id', says.notOpen);
  }

  const quoteValues = (body: ReviseBody): QuoteValues => ({
    unitPrice: body.unitPrice,
    currency: body.currency,
    minOrder: body.minOrder,
    leadTimeDays: body.leadTimeDays,
    incoterm: body.incoterm,
    validUntil: body.validUntil,
    notes: body.notes ?? null,
  });

  /**
   * A request's page as the viewer reads it: the buyer's comparison, a supplier's own quote, a
   * signed-in reader's, or a visitor's (viewer null: an open request without its files).
   */
  async function page(
    viewer: Viewer | null,
    requestID: string,
    as: string | null,
    currency: string | null,
    language: UiLanguage,
  ): Promise<BuyingRequestPage> {
    const at = now();
    const found = await repo.page(db, requestID, viewer?.userID ?? null, viewer ? as : null, language);
    if (!found) throw notFound();
    const isBuyer = found.buyerRole !== null && (as === null || as === found.buyerBusinessId);
    if (isBuyer) {
      const day = at.toISOString().slice(0, 10);
      const rows = await repo.comparison(db, requestID, currency ?? found.currency, day);
      const quotes = rows.map((q) => toQuote(q, found.quantity, sign, true));
      const into = currency ?? comparisonCurrencyOf(found.currency, quotes);
      // Each quote's currency brought its rate; the comparison's, when it is none of theirs, came
      // with every row (the rates in one statement with the quotes).
      const rates = new Map<string, RateOn>();
      for (const row of rows) {
        if (row.rate) rates.set(row.currency, row.rate);
        if (into && row.intoRate) rates.set(into, row.intoRate);
      }
      return {
        request: toRequest(found, at, sign, found.invited),
        role: 'buyer',
        as: found.buyerBusinessId,
        editable: found.status === 'draft' || (found.status === 'open' && found.quotesEver === 0),
        quotes: quotes.map((q) => ({ ...q, converted: into ? convert(q, q.currency, into, rates) : null })),
        myQuote: null,
        allowance: null,
        comparisonCurrency: into,
      };
    }
    if (found.status === 'draft') throw notFound();
    const supplier = as !== null && found.asRole !== null ? as : null;
    if (found.visibility === 'invited' && !(supplier && found.asInvited)) throw notFound();
    const request = toRequest(found, at, viewer ? sign : null, null);
    if (!supplier) {
      return {
        request,
        role: viewer ? 'reader' : 'visitor',
        as: null,
        editable: false,
        quotes: [],
        myQuote: null,
        allowance: null,
        comparisonCurrency: null,
      };
    }
    const [mine] = await repo.quotes(db, requestID, supplier);
    return {
      request,
      role: 'supplier',
      as: supplier,
      editable: false,
      quotes: [],
      myQuote: mine ? toQuote(mine, found.quantity, sign, false) : null,
      allowance: await allowanceOf(db, supplier, at),
      comparisonCurrency: null,
    };
  }

  return {
    /** POST /api/buying-requests: a draft, or a published request (once per idempotency key). */
    async create(
      viewer: Viewer,
      body: CreateBody,
      headerKey: string | undefined,
      language: UiLanguage,
    ): Promise<BuyingRequestPage> {
      const key = headerKey ?? body.clientID ?? null;
      const at = now();
      const made = await db.transaction(async (tx) => {
        await business.authorise(viewer, body.businessID, everyone, tx);
        if (key) {
          // Two sends of one key wait for each other; the second finds the first's row.
          await repo.lockClientKey(tx, viewer.userID, key);
          const earlier = await repo.byClientKey(tx, viewer.userID, key);
          if (earlier) return { requestID: earlier, fresh: false };
        }
        const { values, invited } = await valuesOf(tx, body.businessID, body, at);
        const attachments = await attach(viewer, body.attachments ?? [], tx);
        const requestID = await repo.insert(tx, {
          ...values,
          buyerBusinessId: body.businessID,
          createdBy: viewer.userID,
          attachments,
          clientKey: key,
        });
        await repo.setInvited(tx, requestID, invited);
        return { requestID, fresh: true };
      });
      if (made.fresh) {
        const request = await repo.request(db, made.requestID);
        if (request) await announce(request, viewer.userID);
      }
      return page(viewer, made.requestID, null, null, language);
    },

    /** PUT /api/buying-requests/{id}: a draft, or an open request without a quote; may publish it. */
    async update(
      viewer: Viewer,
      requestID: string,
      body: UpdateBody,
      language: UiLanguage,
    ): Promise<BuyingRequestPage> {
      const at = now();
      const published = await db.transaction(async (tx) => {
        const request = await asBuyer(tx, viewer, requestID);
        const wasDraft = request.status === 'draft';
        if (!wasDraft && (request.status !== 'open' || (await repo.quotes(tx, requestID)).length > 0)) {
          throw conflict('params.id', says.notEditable);
        }
        const { values, invited } = await valuesOf(tx, request.buyerBusinessId, body, at);
        if (!wasDraft) {
          // Published stays published, at its first publication.
          values.status = 'open';
          values.publishedAt = request.publishedAt;
        }
        const attachments = body.attachments ? await attach(viewer, body.attachments, tx) : undefined;
        await repo.update(tx, requestID, values, attachments);
        await repo.setInvited(tx, requestID, invited);
        return wasDraft && values.status === 'open';
      });
      if (published) {
        const request = await repo.request(db, requestID);
        if (request) await announce(request, viewer.userID);
      }
      return page(viewer, requestID, null, null, language);
    },

    /** POST /api/buying-requests/{id}/cancel: with a reason, before the award. */
    async cancel(
      viewer: Viewer,
      requestID: string,
      reason: string,
      language: UiLanguage,
    ): Promise<BuyingRequestPage> {
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const request = await asBuyer(tx, viewer, requestID);
        if (request.status === 'cancelled') return null;
        if (request.status === 'awarded') throw conflict('params.id', says.awardedAlready);
        await repo.cancel(tx, requestID, at, reason);
        const quoted = (await repo.quotes(tx, requestID)).filter((q) => q.status === 'active');
        return { request, suppliers: quoted.map((q) => q.businessId) };
      });
      if (outcome) {
        await tell(outcome.suppliers, viewer.userID, outcome.request.buyer, {
          kind: 'quote-result',
          subject: `Cancelled: ${outcome.request.title} (${reason})`,
          link: (bid) => pageLink(requestID, bid),
        });
      }
      return page(viewer, requestID, null, null, language);
    },

    /** GET /api/buying-requests: the board. */
    async board(query: BoardQuery, language: UiLanguage): Promise<BoardResponse> {
      const after = query.cursor
        ? decodeKeyset(query.cursor, 'query.cursor', 'Not a board cursor: start again from the first page')
        : null;
      const size = limits.pageSize;
      const at = now();
      const filter = {
        now: at,
        tsquery: prefixQuery(query.q),
        industry: query.industry || null,
        category: query.category || null,
        country: query.country ?? null,
        after,
      };
      // A text is first looked for among the newest requests; a rare one is not found there in a
      // page's number, and its GIN index answers instead (decision 0023, "Board and indexes").
      const recent = filter.tsquery
        ? await repo.boardRecent(db, { ...filter, tsquery: filter.tsquery }, size + 1, boardWindow, language)
        : null;
      const found =
        recent && recent.length > size ? recent : await repo.board(db, filter, size + 1, language);
      const rows = found.slice(0, size);
      const last = rows.at(-1);
      return {
        requests: rows.map((r) => toSummary(r, at)),
        nextCursor: found.length > size && last ? encodeKeyset({ at: last.at, id: last.requestId }) : null,
      };
    },

    /** GET /api/buying-requests/business?bid=: its own requests, those it is invited to, its allowance. */
    async ofBusiness(
      viewer: Viewer,
      businessID: string,
      language: UiLanguage,
    ): Promise<BusinessRequestsResponse> {
      await business.authorise(viewer, businessID, everyone);
      const at = now();
      const [mine, invited, allowance] = await Promise.all([
        repo.byBuyer(db, businessID, limits.listMax, language),
        repo.invitedTo(db, businessID, limits.listMax, language),
        allowanceOf(db, businessID, at),
      ]);
      return {
        mine: mine.map((r) => toSummary(r, at)),
        invited: invited.map((r) => toSummary(r, at)),
        allowance,
      };
    },

    /** GET /api/buying-requests/{id}?as=: the buyer's comparison, a supplier's own view, a visitor's. */
    page,

    /**
     * POST /api/buying-requests/{id}/quotes: one quote per business per request. A retry (the same
     * key, or the same quote sent again without a key) answers the quote it made.
     */
    async sendQuote(
      viewer: Viewer,
      requestID: string,
      body: SendQuoteBody,
      headerKey: string | undefined,
    ): Promise<Quote> {
      const key = headerKey ?? body.clientID ?? null;
      const at = now();
      const values = quoteValues(body);
      const outcome = await db.transaction(async (tx) => {
        const request = await repo.request(tx, requestID, true);
        if (!request || request.status === 'draft') throw notFound();
        await business.authorise(viewer, body.businessID, everyone, tx);
        if (request.buyerBusinessId === body.businessID)
          throw AppError.field('body.businessID', says.ownRequest);
        if (request.visibility === 'invited' && !(await repo.isInvited(tx, requestID, body.businessID))) {
          if (await repo.roleIn(tx, request.buyerBusinessId, viewer.userID)) {
            throw AppError.field('body.businessID', says.notInvited);
          }
          throw notFound();
        }
        const [earlier] = await repo.quotes(tx, requestID, body.businessID);
        if (earlier) {
          if ((key && earlier.clientKey === key) || (!key && sameQuote(earlier, values))) {
            return { request, quoteID: earlier.quoteId, fresh: false };
          }
          throw conflict('body.businessID', says.alreadyQuoted);
        }
        takingQuotes(request, at);
        if ((await repo.activeCount(tx, requestID)) >= limits.quotesPerRequest) {
          throw conflict('params.id', says.requestFull);
        }
        await repo.lockQuoter(tx, body.businessID);
        const allowance = await allowanceOf(tx, body.businessID, at);
        if (allowance.limit !== null && allowance.used >= allowance.limit) {
          const message = says.allowanceUsed(allowance.limit);
          throw new AppError('LimitReached', message, [{ path: 'body.businessID', message }]);
        }
        const attachments = await attach(viewer, body.attachments ?? [], tx);
        const quoteID = await repo.insertQuote(tx, {
          ...values,
          requestId: requestID,
          businessId: body.businessID,
          authorUserId: viewer.userID,
          attachments,
          clientKey: key,
          createdAt: at,
        });
        return { request, quoteID, fresh: true };
      });
      const quote = (await repo.quote(db, outcome.quoteID))!;
      if (outcome.fresh) {
        const { request } = outcome;
        await tell([request.buyerBusinessId], viewer.userID, quote.supplier, {
          kind: 'quote',
          subject: `New quote for ${request.title}`,
          link: () => pageLink(requestID),
        });
        await mail(
          [request.buyerBusinessId],
          `rfq-quote-${quote.quoteId}`,
          { kind: 'quote', supplier: quote.supplier.name, title: request.title },
          requestID,
        );
      }
      return toQuote(quote, outcome.request.quantity, sign, false);
    },

    /** PUT /api/buying-requests/{id}/quotes/{qid}: the one revision, before the deadline. */
    async reviseQuote(viewer: Viewer, requestID: string, quoteID: string, body: ReviseBody): Promise<Quote> {
      const at = now();
      const values = quoteValues(body);
      const outcome = await db.transaction(async (tx) => {
        const { request, quote } = await asSupplier(tx, viewer, requestID, quoteID);
        if (quote.revisions >= limits.revisionsPerQuote && sameQuote(quote, values)) {
          return { request, fresh: false };
        }
        if (quote.status !== 'active') throw conflict('params.qid', says.quoteNotActive);
        takingQuotes(request, at);
        if (quote.revisions >= limits.revisionsPerQuote) throw conflict('params.qid', says.revisedAlready);
        const attachments = body.attachments ? await attach(viewer, body.attachments, tx) : undefined;
        await repo.reviseQuote(tx, quoteID, {
          ...values,
          ...(attachments ? { attachments } : {}),
          updatedAt: at,
        });
        return { request, fresh: true };
      });
      const quote = (await repo.quote(db, quoteID))!;
      if (outcome.fresh) {
        await tell([outcome.request.buyerBusinessId], viewer.userID, quote.supplier, {
          kind: 'quote',
          subject: `Quote revised for ${outcome.request.title}`,
          link: () => pageLink(requestID),
        });
      }
      return toQuote(quote, outcome.request.quantity, sign, false);
    },

    /** POST /api/buying-requests/{id}/quotes/{qid}/withdraw: before the deadline and the award. */
    async withdrawQuote(viewer: Viewer, requestID: string, quoteID: string): Promise<Quote> {
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const { request, quote } = await asSupplier(tx, viewer, requestID, quoteID);
        if (quote.status === 'withdrawn') return { request, fresh: false };
        if (quote.status !== 'active') throw conflict('params.qid', says.quoteNotActive);
        takingQuotes(request, at);
        await repo.setQuoteStatus(tx, [quoteID], 'withdrawn', at);
        return { request, fresh: true };
      });
      const quote = (await repo.quote(db, quoteID))!;
      if (outcome.fresh) {
        await tell([outcome.request.buyerBusinessId], viewer.userID, quote.supplier, {
          kind: 'quote',
          subject: `Quote withdrawn for ${outcome.request.title}`,
          link: () => pageLink(requestID),
        });
      }
      return toQuote(quote, outcome.request.quantity, sign, false);
    },

    /**
     * POST /api/buying-requests/{id}/award: the buyer awards one or more active quotes, which
     * closes the request. A retry (the same key, or the same quotes again) answers the award made.
     */
    async award(
      viewer: Viewer,
      requestID: string,
      body: AwardBody,
      headerKey: string | undefined,
      language: UiLanguage,
    ): Promise<AwardResponse> {
      const key = headerKey ?? body.clientID ?? null;
      const at = now();
      const chosen = [...new Set(body.quoteIDs)];
      const outcome = await db.transaction(async (tx) => {
        const request = await asBuyer(tx, viewer, requestID);
        const quotes = await repo.quotes(tx, requestID);
        if (request.status === 'awarded') {
          const awarded = new Set(quotes.filter((q) => q.status === 'awarded').map((q) => q.quoteId));
          if ((key && key === request.awardKey) || chosen.every((id) => awarded.has(id))) {
            return { request, winners: [] as QuoteRow[] };
          }
          throw conflict('params.id', says.awardedAlready);
        }
        if (request.status !== 'open') throw conflict('params.id', says.notOpen);
        const active = new Map(quotes.filter((q) => q.status === 'active').map((q) => [q.quoteId, q]));
        const wrong = chosen.findIndex((id) => !active.has(id));
        if (wrong >= 0) throw AppError.field(`body.quoteIDs.${wrong}`, 'Not an active quote of this request');
        await repo.setQuoteStatus(tx, chosen, 'awarded', at);
        await repo.award(tx, requestID, at, key);
        return { request, winners: chosen.map((id) => active.get(id)!) };
      });
      const { request, winners } = outcome;
      if (winners.length > 0) {
        const suppliers = winners.map((q) => q.businessId);
        await tell(suppliers, viewer.userID, request.buyer, {
          kind: 'quote-result',
          subject: `Your quote was awarded: ${request.title}`,
          link: (bid) => pageLink(requestID, bid),
        });
        await mail(
          suppliers,
          `rfq-award-${requestID}`,
          { kind: 'award', buyer: request.buyer.name, title: request.title },
          requestID,
        );
      }
      const current = await page(viewer, requestID, request.buyerBusinessId, null, language);
      return { request: current.request, quotes: current.quotes };
    },

    /**
     * PUT /api/buying-requests/{id}/quotes/{qid}/shortlist: the buyer's star on a quote in its
     * comparison, shared by the buyer's people and never shown to the supplier.
     */
    async shortlist(viewer: Viewer, requestID: string, quoteID: string, on: boolean): Promise<Quote> {
      const { request } = await buyersQuote(db, viewer, requestID, quoteID);
      await repo.shortlist(db, quoteID, on);
      return toQuote((await repo.quote(db, quoteID))!, request.quantity, sign, true);
    },

    /**
     * POST /api/buying-requests/{id}/quotes/{qid}/message: the buyer writes to the quote's
     * supplier in the message center, in their open thread about the request or a new one
     * (through the inquiries service); the answer names the thread and the buyer's inbox.
     */
    async messageSupplier(
      viewer: Viewer,
      requestID: string,
      quoteID: string,
      body: MessageBody,
    ): Promise<SendInquiryResponse> {
      const { request, quote } = await buyersQuote(db, viewer, requestID, quoteID);
      return inquiries.sendAbout(
        viewer,
        {
          buyingRequestID: requestID,
          from: request.buyerBusinessId,
          to: quote.businessId,
          subject: `${says.threadSubject}${request.title}`.slice(0, inquiryLimits.subjectMax),
        },
        body,
      );
    },

    /** POST /api/buying-requests/{id}/quotes/{qid}/decline: the buyer declines a quote, with a reason. */
    async declineQuote(viewer: Viewer, requestID: string, quoteID: string, reason: string): Promise<Quote> {
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const request = await asBuyer(tx, viewer, requestID);
        const quote = await repo.quote(tx, quoteID);
        if (!quote || quote.requestId !== requestID) throw AppError.notFound('The quote');
        if (quote.status === 'declined') return { request, quote, fresh: false };
        if (quote.status !== 'active') throw conflict('params.qid', says.quoteNotActive);
        await repo.setQuoteStatus(tx, [quoteID], 'declined', at, reason);
        return { request, quote, fresh: true };
      });
      const { request, quote } = outcome;
      if (outcome.fresh) {
        await tell([quote.businessId], viewer.userID, request.buyer, {
          kind: 'quote-result',
          subject: `Your quote was declined: ${request.title} (${reason})`,
          link: (bid) => pageLink(requestID, bid),
        });
        await mail(
          [quote.businessId],
          `rfq-decline-${quoteID}`,
          { kind: 'decline', buyer: request.buyer.name, title: request.title, reason },
          requestID,
        );
      }
      return toQuote((await repo.quote(db, quoteID))!, request.quantity, sign, true);
    },
  };
}

export type BuyingRequestsService = ReturnType<typeof createBuyingRequestsService>;
