import { afterEach, describe, expect, it } from 'vitest';
import type { BuyingRequest, BuyingRequestPage, Quote } from '@wbn/contracts';
import '../i18n-all.ts';
import { sessionStore } from '../../shared/session/session.ts';
import { myBusinessesQuery } from '../../shared/session/my-businesses.ts';
import { renderHtml, textOf } from '../../shared/testing/render-html.test-data.tsx';
import { requestPageQuery } from '../../features/buying-requests/api/buying-requests.ts';
import { BuyingRequestPage as RequestPage } from './BuyingRequestsPages.tsx';

const userID = '0b0e8f3c-1111-4222-8333-944455556666';
const requestID = '5a0e8f3c-2222-4222-8333-944455556666';
const buyerID = '7c1e4a2b-5d6f-4e8a-9b0c-1d2e3f4a5b6c';
const supplierID = '8d2f5b3c-6e7a-4f9b-8c1d-2e3f4a5b6c7d';
afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

const request: BuyingRequest = {
  requestID,
  buyer: { kind: 'business', id: buyerID, name: 'Harbour Pumps Trading', picture: null },
  title: 'Servo motors 2 kW for a packaging line',
  industryID: 'i0006',
  categoryID: 'c0006-03',
  categoryName: 'Electric Motors',
  quantity: 12,
  unit: 'sets',
  deliveryCountry: 'MX',
  deadline: '2030-01-01T12:00:00.000Z',
  visibility: 'open',
  status: 'open',
  publishedAt: '2029-12-01T12:00:00.000Z',
  createdAt: '2029-12-01T12:00:00.000Z',
  description: 'AC servo motors with drives.',
  targetPrice: null,
  currency: null,
  incoterm: 'DAP',
  deliveryPort: 'Veracruz',
  neededBy: null,
  attachments: [],
  attachmentCount: 0,
  cancelReason: null,
  invited: null,
};

const quote = (over: Partial<Quote>): Quote => ({
  quoteID: 'q1',
  requestID,
  supplier: {
    kind: 'business',
    id: supplierID,
    name: 'Ridgeline Drives',
    picture: null,
    verified: true,
    country: 'DE',
  },
  unitPrice: 700,
  currency: 'EUR',
  total: 8400,
  minOrder: 4,
  leadTimeDays: 30,
  incoterm: 'DAP',
  validUntil: '2030-02-01',
  notes: null,
  attachments: [],
  status: 'active',
  revisions: 0,
  declineReason: null,
  shortlisted: false,
  threadID: null,
  createdAt: '2029-12-02T12:00:00.000Z',
  updatedAt: '2029-12-02T12:00:00.000Z',
  ...over,
});

function render(page: BuyingRequestPage, as: string | null = null) {
  sessionStore.set({
    status: 'authenticated',
    userID,
    profile: { userID, firstName: 'Olga', lastName: 'Test' },
  });
  return renderHtml(<RequestPage />, {
    path: `/buying-requests/${requestID}${as ? `?as=${as}` : ''}`,
    pattern: '/buying-requests/:id',
    data: [
      [requestPageQuery(requestID, as, userID).queryKey, page],
      [myBusinessesQuery.queryKey, []],
    ],
  });
}

describe("the buyer's comparison", () => {
  const page: BuyingRequestPage = {
    request,
    role: 'buyer',
    as: buyerID,
    editable: false,
    quotes: [
      quote({
        shortlisted: true,
        threadID: 'a0000000-0000-4000-8000-000000000001',
        supplierReputation: {
          response: { answeredPercent: 92, medianReplyMinutes: 180, threads: 12 },
          reviews: { count: 12, average: 4.5 },
        },
      }),
      quote({
        quoteID: 'q2',
        supplier: {
          kind: 'business',
          id: 'b2',
          name: 'Bayside Motion',
          picture: null,
          verified: false,
          country: 'MX',
        },
        supplierReputation: { response: null, reviews: { count: 0, average: null } },
        unitPrice: 12900,
        currency: 'MXN',
        total: 154800,
        attachments: [
          {
            url: '/files/x.pdf?expires=1&signature=s',
            name: 'datasheet.pdf',
            contentType: 'application/pdf',
            size: 900,
          },
        ],
      }),
    ],
    myQuote: null,
    allowance: null,
    comparisonCurrency: null,
  };

  it('stars the shortlisted quotes, links an open conversation and offers to write to the others', () => {
    const html = render(page);
    const text = textOf(html);
    expect(html).toMatch(/aria-pressed="true"[^>]*aria-label="Shortlist the quote of Ridgeline Drives"/);
    expect(html).toMatch(/aria-pressed="false"[^>]*aria-label="Shortlist the quote of Bayside Motion"/);
    expect(text).toContain('Shortlisted only (1)');
    expect(html).toContain(`href="/business/${buyerID}/requests/a0000000-0000-4000-8000-000000000001"`);
    expect(text).toContain('Conversation with Ridgeline Drives');
    expect(text).toContain('Message Bayside Motion');
    expect(text).toContain('datasheet.pdf');
    expect(text).toContain('MXN 154,800.00');
    expect(text).toContain('No exchange rates are available');
  });

  it("converts the totals into the comparison's currency and shows each rate and its day", () => {
    const [euro, peso] = page.quotes as [Quote, Quote];
    const html = render({
      ...page,
      comparisonCurrency: 'EUR',
      quotes: [
        {
          ...euro,
          converted: { currency: 'EUR', unitPrice: 700, total: 8400, rate: 1, rateDate: '2026-11-27' },
        },
        {
          ...peso,
          converted: {
            currency: 'EUR',
            unitPrice: 690.15,
            total: 8281.8,
            rate: 0.0535,
            rateDate: '2026-11-26',
          },
        },
      ],
    });
    const text = textOf(html);
    expect(text).toContain('Totals are converted to EUR at the reference rates of Nov 26, 2026.');
    expect(text).toContain('Total in EUR');
    expect(text).toContain('EUR 8,281.80');
    expect(text).toContain('1 MXN = 0.0535 EUR');
    expect(text).not.toContain('1 EUR = 1 EUR');
    expect(html).toMatch(/<option value="MXN">MXN<\/option>/);
    expect(text).not.toContain('No exchange rates are available');
  });

  it('says which quote has no rate and keeps its own currency', () => {
    const text = textOf(render({ ...page, comparisonCurrency: 'EUR' }));
    expect(text).toContain('No rate for MXN');
    expect(text).toContain('No exchange rates are available');
  });

  it("shows each supplier's verification, response figures and reviews", () => {
    const text = textOf(render(page));
    expect(text).toContain('Ridgeline Drives · Verified');
    expect(text).toContain('Responds within ~3 hr');
    expect(text).toContain('92% answered');
    expect(text).toContain('★ 4.5 (12 reviews)');
    expect(text).toContain('New on the network');
  });

  it('offers to review the supplier of an awarded quote, on its business page', () => {
    const before = render(page);
    expect(textOf(before)).not.toContain('Leave a review');
    const awarded = render({
      ...page,
      request: { ...request, status: 'awarded' },
      quotes: [quote({ status: 'awarded' }), page.quotes[1]!],
    });
    expect(awarded).toContain(`href="/business/${supplierID}?review=award:q1#business-reviews"`);
    expect(awarded.match(/Leave a review/g)).toHaveLength(1);
  });
});

describe("a supplier's page", () => {
  it('shows its own quote without stars or conversations, and a file field to send', () => {
    const html = render(
      {
        request,
        role: 'supplier',
        as: supplierID,
        editable: false,
        quotes: [],
        myQuote: null,
        allowance: { used: 2, limit: 5, tier: 'standard' },
        comparisonCurrency: null,
      },
      supplierID,
    );
    const text = textOf(html);
    expect(text).toContain('This month: 2 of 5 quotes sent (standard membership)');
    expect(text).toContain('Files for the buyer');
    expect(text).toContain('Add files');
    expect(html).not.toContain('Shortlist the quote');
    expect(text).toContain('Send quote');
  });
});
