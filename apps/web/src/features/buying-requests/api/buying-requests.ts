import { queryOptions } from '@tanstack/react-query';
import type {
  AwardResponse,
  BoardResponse,
  BusinessRequestsResponse,
  BusinessSearchResponse,
  BuyingRequestPage,
  CreateBuyingRequestBody,
  Quote,
  ReviseQuoteBody,
  SendInquiryResponse,
  SendQuoteBody,
  UpdateBuyingRequestBody,
} from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';

export interface BoardFilter {
  q?: string;
  industry?: string;
  category?: string;
  country?: string;
}

export const buyingRequestKeys = {
  all: ['buying-requests'] as const,
  board: (f: BoardFilter) => ['buying-requests', 'board', f] as const,
  /** A request's page as one viewer reads it (a visitor's has no files, a buyer's has the quotes). */
  page: (id: string, as: string | null, viewer: string | null, currency: string | null = null) =>
    ['buying-requests', 'page', id, as, viewer, currency] as const,
  business: (bid: string) => ['buying-requests', 'business', bid] as const,
};

export const boardQuery = (filter: BoardFilter, cursor?: string) =>
  queryOptions({
    queryKey: [...buyingRequestKeys.board(filter), cursor ?? null],
    queryFn: ({ signal }) =>
      apiRequest<BoardResponse>('/buying-requests', { signal, query: { ...filter, cursor } }),
  });

/** `currency`: the one the buyer's comparison converts into (null: the API's choice). */
export const requestPageQuery = (
  id: string,
  as: string | null,
  viewer: string | null,
  currency: string | null = null,
) =>
  queryOptions({
    queryKey: buyingRequestKeys.page(id, as, viewer, currency),
    queryFn: ({ signal }) =>
      apiRequest<BuyingRequestPage>(`/buying-requests/${id}`, {
        signal,
        query: { as: as ?? undefined, currency: currency ?? undefined },
      }),
  });

export const businessRequestsQuery = (bid: string) =>
  queryOptions({
    queryKey: buyingRequestKeys.business(bid),
    queryFn: ({ signal }) =>
      apiRequest<BusinessRequestsResponse>('/buying-requests/business', { signal, query: { bid } }),
  });

/** One key per click of a form: a double click or a retry after a time-out makes one request. */
const once = (key: string) => ({ 'idempotency-key': key });

export const createRequest = (body: CreateBuyingRequestBody, key: string) =>
  apiRequest<BuyingRequestPage>('/buying-requests', { method: 'POST', body, headers: once(key) });

export const updateRequest = (id: string, body: UpdateBuyingRequestBody) =>
  apiRequest<BuyingRequestPage>(`/buying-requests/${id}`, { method: 'PUT', body });

export const cancelRequest = (id: string, reason: string) =>
  apiRequest<BuyingRequestPage>(`/buying-requests/${id}/cancel`, { method: 'POST', body: { reason } });

export const sendQuote = (id: string, body: SendQuoteBody, key: string) =>
  apiRequest<Quote>(`/buying-requests/${id}/quotes`, { method: 'POST', body, headers: once(key) });

export const reviseQuote = (id: string, qid: string, body: ReviseQuoteBody) =>
  apiRequest<Quote>(`/buying-requests/${id}/quotes/${qid}`, { method: 'PUT', body });

export const withdrawQuote = (id: string, qid: string) =>
  apiRequest<Quote>(`/buying-requests/${id}/quotes/${qid}/withdraw`, { method: 'POST' });

export const declineQuote = (id: string, qid: string, reason: string) =>
  apiRequest<Quote>(`/buying-requests/${id}/quotes/${qid}/decline`, { method: 'POST', body: { reason } });

export const awardQuotes = (id: string, quoteIDs: string[], key: string) =>
  apiRequest<AwardResponse>(`/buying-requests/${id}/award`, {
    method: 'POST',
    body: { quoteIDs },
    headers: once(key),
  });

/** The buyer's star on a quote (PUT, so a repeated click says the same thing). */
export const shortlistQuote = (id: string, qid: string, shortlisted: boolean) =>
  apiRequest<Quote>(`/buying-requests/${id}/quotes/${qid}/shortlist`, {
    method: 'PUT',
    body: { shortlisted },
  });

/** A message to a quote's supplier: it lands in their thread about the request (made if needed). */
export const messageSupplier = (
  id: string,
  qid: string,
  content: string,
  clientID: string,
  language: string | null,
) =>
  apiRequest<SendInquiryResponse>(`/buying-requests/${id}/quotes/${qid}/message`, {
    method: 'POST',
    body: { content, clientID, ...(language ? { language } : {}) },
  });

/** A business found by name for an invitation. */
export interface BusinessChoice {
  businessID: string;
  name: string;
  country: string;
  type: string;
}

/** Businesses whose name matches the text, through the directory's search (every type and country). */
export const businessChoicesQuery = (text: string) =>
  queryOptions({
    queryKey: ['buying-requests', 'business-choices', text] as const,
    queryFn: async ({ signal }): Promise<BusinessChoice[]> => {
      const found = await apiRequest<BusinessSearchResponse>('/search/business', {
        method: 'POST',
        body: { textQuery: text, skip: 0, size: 10 },
        signal,
      });
      return found.results.map(({ businessProfile: b }) => ({
        businessID: b.businessID,
        name: b.general.companyName,
        country: b.contactInfo.country.countryName,
        type: b.general.businessType.name,
      }));
    },
    staleTime: 60_000,
    enabled: text.trim().length >= 2,
  });
