import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoDirectory } from '@wbn/db';
import type { BusinessSearchResult, Product, PublicProfile } from '@wbn/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Search results against the pages that show the same records. The two are built apart (the
// search statement's rows by search.mapper.ts; the product, the business profile and the public
// profile by their own modules' repositories and mappers), so a rule changed in one place only
// (which photos a product lists, which profile fields are hidden, how a category is named) shows
// here as a difference. The data is a slice of the demo directory, with its pictures' URLs
// (nothing is rendered) so that every optional part of a card is filled somewhere.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoDirectory(t.db, { users: 40, businesses: 40, images: { put: async () => {} } });
});
afterAll(() => t.close());

async function post<T>(url: string, body: Record<string, unknown>): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

const newest = { textQuery: '', skip: 0, size: 50 };

describe('search results agree with the pages of the same records', () => {
  it('show each product as its page does', async () => {
    const { results } = await post<{ results: Product[] }>('/api/search/product', newest);
    expect(results.length).toBe(50);
    // The slice exercises every optional part: pictures, subcategories, specs, employee figures.
    expect(results.some((p) => p.mainImage && p.photos.length > 1)).toBe(true);
    expect(results.some((p) => p.subCategory !== null)).toBe(true);
    expect(results.some((p) => p.specs.length > 0)).toBe(true);
    expect(results.some((p) => p.businessProfile.general.totalEmployees.min !== null)).toBe(true);
    for (const card of results) {
      expect(card).toEqual(await get<Product>(`/api/product/${card.productID}`));
    }
  });

  it('show each business as its profile does, its likes in both places', async () => {
    const { results } = await post<{ results: BusinessSearchResult[] }>('/api/search/business', newest);
    expect(results.length).toBe(40);
    expect(results.some((r) => r.businessProfile.general.profilePhoto !== null)).toBe(true);
    expect(results.some((r) => r.businessProfile.contactInfo.state !== null)).toBe(true);
    expect(results.some((r) => r.businessProfile.general.categories.length > 1)).toBe(true);
    expect(results.some((r) => r.reactions.reactionCount.like > 0)).toBe(true);
    for (const { businessProfile: card, reactions } of results) {
      expect(reactions).toEqual(card.reactions);
      const { data: profile } = await get<{ data: Record<string, unknown> }>(
        `/api/business/profile/${card.businessID}`,
      );
      expect(profile).toMatchObject(card);
    }
  });

  it('show each person as their public profile does, hidden fields absent', async () => {
    const { profiles } = await post<{ profiles: PublicProfile[] }>('/api/user/search', newest);
    expect(profiles.length).toBe(40);
    expect(profiles.some((p) => 'profession' in p)).toBe(true);
    expect(profiles.some((p) => !('profession' in p))).toBe(true);
    expect(profiles.some((p) => p.preferredLanguage !== null && p.jobPosition !== null)).toBe(true);
    for (const card of profiles) {
      expect(card).toEqual(await get<PublicProfile>(`/api/user/public-profile/${card.userID}`));
    }
  });

  it('show the home page groups with the same business cards', async () => {
    const { groups } = await get<{
      groups: { businessType: { code: string }; results: BusinessSearchResult[] }[];
    }>('/api/search/business/last-registered');
    expect(groups.map((g) => g.businessType.code)).toEqual(['MA', 'DI', 'EX', 'CO']);
    const { results } = await post<{ results: BusinessSearchResult[] }>('/api/search/business', newest);
    const byId = new Map(results.map((r) => [r.businessProfile.businessID, r]));
    const shown = groups.flatMap((g) => g.results);
    expect(shown.length).toBeGreaterThan(4);
    for (const card of shown) expect(card).toEqual(byId.get(card.businessProfile.businessID));
  });
});
