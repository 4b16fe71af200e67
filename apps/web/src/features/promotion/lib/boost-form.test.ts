import { describe, expect, it } from 'vitest';
import type { PromotionState } from '@wbn/contracts';
import { boostBody, targetChoices } from './boost-form.ts';

const businessID = '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00';
const product = '11111111-1111-4111-8111-111111111111';
const boostedProduct = '22222222-2222-4222-8222-222222222222';
const post = '33333333-3333-4333-8333-333333333333';

const state: PromotionState = {
  businessID,
  subscription: 'gold',
  allowance: 3,
  startedThisMonth: 1,
  left: 2,
  monthEndsAt: 0,
  boosts: [
    {
      boostID: '44444444-4444-4444-8444-444444444444',
      businessID,
      targetType: 'product',
      targetID: boostedProduct,
      targetName: 'Gate valve',
      days: 3,
      startsAt: 0,
      endsAt: 1,
      status: 'active',
      impressions: 0,
      clicks: 0,
    },
  ],
  targets: {
    products: [
      { id: product, name: 'Ball valve' },
      { id: boostedProduct, name: 'Gate valve' },
    ],
    posts: [{ id: post, name: 'New plant' }],
  },
};
const words = { chooseTarget: 'Choose', days: '1 to 30' };

describe('the boost form', () => {
  it('offers the products and posts that no running boost shows', () => {
    expect(targetChoices(state).map((c) => c.id)).toEqual([`product:${product}`, `post:${post}`]);
  });

  it('sends a whole number of days from 1 to 30 for a chosen target, and says what to fix otherwise', () => {
    const choices = targetChoices(state);
    expect(boostBody(businessID, { target: `post:${post}`, days: ' 7 ' }, choices, words)).toEqual({
      body: { businessID, targetType: 'post', targetID: post, days: 7 },
    });
    expect(boostBody(businessID, { target: null, days: '0' }, choices, words)).toEqual({
      errors: { target: 'Choose', days: '1 to 30' },
    });
    for (const days of ['31', '2.5', '', 'x'])
      expect(boostBody(businessID, { target: `product:${product}`, days }, choices, words)).toEqual({
        errors: { days: '1 to 30' },
      });
  });
});
