import { afterEach, describe, expect, it } from 'vitest';
import { promotionMessages, type PromotionState, type SupportState } from '@wbn/contracts';
import '../i18n-all.ts';
import { sessionStore } from '../../shared/session/session.ts';
import { renderHtml, textOf } from '../../shared/testing/render-html.test-data.tsx';
import { ProductResultCard } from '../../features/product/index.ts';
import { PostCard } from '../../features/posts/components/PostCard.tsx';
import { company, samplePost } from '../../features/posts/fixtures.test-data.ts';
import { promotionKeys } from '../../features/promotion/api/promotion-keys.ts';
import { PromotionPanel } from '../../features/promotion/index.ts';
import { supportKeys } from '../../features/support/api/support.ts';
import { SupportPanel } from '../../features/support/index.ts';
import { WithPostSlots } from './compose/post-slots.tsx';

// The Promotion and Support tabs, and the Sponsored mark on the cards a boost puts in front of people.

const userID = '0b0e8f3c-1111-4222-8333-944455556666';
const businessID = '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00';
const productID = '11111111-1111-4111-8111-111111111111';
const postID = '33333333-3333-4333-8333-333333333333';
const boostID = '44444444-4444-4444-8444-444444444444';
const signIn = () =>
  sessionStore.set({
    status: 'authenticated',
    userID,
    profile: { userID, firstName: 'Olga', lastName: 'Test' },
  });
afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

const may = (d: number) => Date.UTC(2031, 4, d, 12) / 1000;
const promotion = (over: Partial<PromotionState> = {}): PromotionState => ({
  businessID,
  subscription: 'gold',
  allowance: 3,
  startedThisMonth: 1,
  left: 2,
  monthEndsAt: Date.UTC(2031, 5, 1) / 1000,
  boosts: [
    {
      boostID,
      businessID,
      targetType: 'product',
      targetID: productID,
      targetName: 'Gate valve',
      days: 5,
      startsAt: may(10),
      endsAt: may(15),
      status: 'active',
      impressions: 1234,
      clicks: 56,
    },
  ],
  targets: {
    products: [{ id: productID, name: 'Gate valve' }],
    posts: [{ id: postID, name: 'Plant visit' }],
  },
  ...over,
});

const renderPromotion = (state: PromotionState) => {
  signIn();
  return renderHtml(<PromotionPanel businessID={businessID} />, {
    data: [[promotionKeys.state(businessID, userID), state]],
  });
};

describe('the Promotion tab', () => {
  it("shows the month's boosts left, the form, and what each boost showed", () => {
    const html = renderPromotion(promotion());
    const text = textOf(html);
    expect(text).toContain('2 of 3 boosts left this month with your Gold membership');
    expect(text).toContain('Jun 1, 2031');
    expect(text).toContain('Start a boost');
    expect(text).toContain('What to boost');
    expect(html).toMatch(/<input[^>]*type="number"[^>]*min="1"[^>]*max="30"/);
    // The table: what, when, its state, shown and opened, and a way to end it.
    expect(html).toContain('<caption');
    expect(text).toMatch(/Product\s+Gate valve/);
    expect(text).toContain('May 10, 2031 – May 15, 2031');
    expect(text).toContain('Running');
    expect(text).toContain('1,234');
    expect(text).toContain('56');
    expect(html).toContain('aria-label="End the boost of Gate valve now"');
  });

  it('tells a Standard business which memberships include boosts, with no form', () => {
    const html = renderPromotion(promotion({ subscription: 'standard', allowance: 0, left: 0, boosts: [] }));
    const text = textOf(html);
    expect(text).toContain(promotionMessages.noBoosts);
    expect(html).toContain(`href="/business/${businessID}/edit/membership"`);
    expect(text).not.toContain('Start a boost');
    expect(text).toContain('No boosts yet.');
  });

  it("says when this month's boosts are used, and offers no form", () => {
    const text = textOf(renderPromotion(promotion({ startedThisMonth: 3, left: 0 })));
    expect(text).toContain(promotionMessages.boostsUsed('gold', 'Jun 1, 2031'));
    expect(text).not.toContain('Start a boost');
  });
});

const support = (over: Partial<SupportState> = {}): SupportState => ({
  businessID,
  subscription: 'premium',
  hoursIncluded: 6,
  hoursUsed: 2,
  hoursLeft: 4,
  yearEndsAt: Date.UTC(2032, 6, 1) / 1000,
  requests: [
    {
      requestID: '55555555-5555-4555-8555-555555555555',
      subject: 'Catalogue review',
      message: 'Please look at it.',
      status: 'open',
      hoursRequested: 2,
      hoursUsed: null,
      createdAt: may(12),
      requester: { userID, name: 'Olga Test' },
    },
  ],
  ...over,
});

const renderSupport = (state: SupportState) => {
  signIn();
  return renderHtml(<SupportPanel businessID={businessID} />, {
    data: [[supportKeys.state(businessID, userID), state]],
  });
};

describe('the Support tab', () => {
  it('shows the hours left in the membership year, the form and the requests', () => {
    const text = textOf(renderSupport(support()));
    expect(text).toContain('4 of 6 hours left in this membership year, which ends on Jul 1, 2032.');
    expect(text).toContain('Ask for help');
    expect(text).toContain('Catalogue review');
    expect(text).toContain('asked May 12, 2031 by Olga Test · 2 h asked · Open');
  });

  it('tells Gold which memberships include support, and one without hours left that they start again', () => {
    const gold = textOf(
      renderSupport(support({ subscription: 'gold', hoursIncluded: 0, hoursLeft: 0, requests: [] })),
    );
    expect(gold).toContain(promotionMessages.noSupport);
    expect(gold).not.toContain('Ask for help');
    const used = textOf(renderSupport(support({ hoursUsed: 6, hoursLeft: 0 })));
    expect(used).toContain('The hours of this membership year are used; they start again on Jul 1, 2032.');
    expect(used).not.toContain('Ask for help');
  });
});

describe('the Sponsored mark', () => {
  const product = {
    productID,
    businessID,
    name: 'Gate valve',
    keywords: [],
    description: 'Cast iron gate valve.',
    industry: { id: 'i0001', name: 'Automation' },
    category: { id: 'c0001-01', name: 'Industrial Robots' },
    subCategory: null,
    specs: [],
    leadTime: null,
    stock: true,
    mainImage: null,
    images: [],
    photos: [],
    videos: [],
    createdAt: may(1),
    businessProfile: {
      businessID,
      subscription: 'gold' as const,
      verified: true,
      general: {
        companyName: 'Valvulas Norte',
        profilePhoto: null,
        businessType: { code: 'MA', name: 'Manufacturers' },
        yearStablished: null,
        totalEmployees: { min: null, max: null },
        categories: [],
      },
    },
  };

  it('marks a product result a boost put first, and only that one', () => {
    const sponsored = renderHtml(
      <ProductResultCard product={{ ...product, sponsored: { boostID } }} save={null} />,
    );
    expect(sponsored).toContain('product-result--sponsored');
    expect(textOf(sponsored)).toMatch(/^\s*\d+ photos?\s+In stock\s+Sponsored\s+Gate valve/);
    const plain = renderHtml(<ProductResultCard product={product} save={null} />);
    expect(textOf(plain)).not.toContain('Sponsored');
  });

  it('marks a sponsored newsfeed post under its author and time', () => {
    const post = samplePost({ header: { ...samplePost().header, author: company }, sponsored: { boostID } });
    const html = renderHtml(
      <WithPostSlots>
        <PostCard post={post} />
      </WithPostSlots>,
    );
    expect(html).toContain('post-card--sponsored');
    expect(textOf(html)).toContain('Sponsored');
    expect(
      textOf(
        renderHtml(
          <WithPostSlots>
            <PostCard post={samplePost()} />
          </WithPostSlots>,
        ),
      ),
    ).not.toContain('Sponsored');
  });
});
