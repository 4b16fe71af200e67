import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { EligibleDeals, ReviewsPage } from '@wbn/contracts';
import '../../../app/i18n-all.ts';
import { sessionStore } from '../../../shared/session/session.ts';
import { reviewKeys } from '../api/reviews.ts';
import { ReviewsSection } from './ReviewsSection.tsx';

const businessID = '7c1e4a2b-5d6f-4e8a-9b0c-1d2e3f4a5b6c';
const viewerID = '0b0e8f3c-1111-4222-8333-944455556666';

const page = (canAnswer: boolean): ReviewsPage => ({
  items: [
    {
      reviewID: 'r2',
      businessID,
      deal: 'award',
      rating: 5,
      text: 'Delivered ahead of the date, certificates complete.',
      author: { name: 'Ana Ruiz', businessName: 'Buyer Works' },
      createdAt: 1_780_000_000,
      answer: { text: 'Thank you for the order.', createdAt: 1_780_100_000 },
    },
    {
      reviewID: 'r1',
      businessID,
      deal: 'thread',
      rating: 4,
      text: 'Quick answers.',
      author: { name: 'Carl Berg', businessName: null },
      createdAt: 1_779_000_000,
      answer: null,
    },
  ],
  nextCursor: null,
  reputation: { response: null, reviews: { count: 2, average: 4.5 } },
  canAnswer,
});

function render(
  viewer: string | null,
  canAnswer: boolean,
  deals: EligibleDeals['deals'] = [],
  path = `/business/${businessID}`,
) {
  const client = new QueryClient();
  client.setQueryData(reviewKeys.list(businessID, viewer ?? 'visitor'), {
    pages: [page(canAnswer)],
    pageParams: [null],
  });
  if (viewer) client.setQueryData(reviewKeys.eligible(businessID, viewer), { deals });
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <ReviewsSection businessID={businessID} companyName="Nordic Gearworks" heading="Reviews" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('ReviewsSection', () => {
  afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

  it('shows the average, the reviews and the answers to a visitor, without forms', () => {
    const html = render(null, false);
    expect(html).toContain('4.5 out of 5');
    expect(html).toContain('2 reviews after a deal');
    expect(html).toContain('aria-label="5 out of 5 stars"');
    expect(html).toContain('Ana Ruiz, Buyer Works');
    expect(html).toContain('Answer from Nordic Gearworks');
    expect(html).toContain('Thank you for the order.');
    expect(html).not.toContain('<form');
  });

  it('offers the business an answer to unanswered reviews, and a buyer with a deal a review form', () => {
    sessionStore.set({ status: 'authenticated', userID: viewerID, profile: null });
    const own = render(viewerID, true);
    expect(own.match(/<form/g)).toHaveLength(1);
    expect(own).toContain('Your answer to this review (once)');

    const buyer = render(viewerID, false, [
      { kind: 'award', id: 'q1', title: 'Flanges DN50', at: 1_780_000_000 },
    ]);
    expect(buyer).toContain('Leave a review');
    expect(buyer).toContain('Flanges DN50');
    expect(buyer).toContain('<legend>Rating</legend>');
    expect(buyer).toContain('3 stars');
  });

  it('opens the review form on the deal a link asks for (an awarded buying request)', () => {
    sessionStore.set({ status: 'authenticated', userID: viewerID, profile: null });
    const deals: EligibleDeals['deals'] = [
      { kind: 'thread', id: 't1', title: 'Gearbox enquiry', at: 1_780_000_000 },
      { kind: 'award', id: 'q7', title: 'Servo motors 2 kW', at: 1_780_100_000 },
    ];
    const selected = (html: string) => /<option[^>]*selected=""[^>]*>([^<]*)</.exec(html)?.[1];
    expect(selected(render(viewerID, false, deals))).toBe('Gearbox enquiry');
    const asked = render(viewerID, false, deals, `/business/${businessID}?review=award:q7`);
    expect(selected(asked)).toBe('Servo motors 2 kW');
    // A deal the viewer may not review (or already did) leaves the form on the first one.
    expect(selected(render(viewerID, false, deals, `/business/${businessID}?review=award:q9`))).toBe(
      'Gearbox enquiry',
    );
  });
});
