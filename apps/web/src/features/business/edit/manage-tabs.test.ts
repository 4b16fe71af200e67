import { describe, expect, it } from 'vitest';
import { isEditPath, tabFromPath, tabHref } from './manage-tabs.ts';

const id = '0b6f3a52-6c1f-4c55-9a40-93a0a9a9b2d1';

describe('the management screen tabs', () => {
  it('open from every route of the spec', () => {
    expect(tabFromPath(`/business/${id}/member`)).toBe('members');
    expect(tabFromPath(`/business/${id}/members`)).toBe('members');
    expect(tabFromPath(`/business/${id}/product`)).toBe('products');
    expect(tabFromPath(`/business/${id}/products/`)).toBe('products');
    expect(tabFromPath(`/business/${id}/edit`)).toBe('profile');
    expect(tabFromPath(`/business/${id}/edit/membership`)).toBe('membership');
    expect(tabFromPath(`/business/${id}/edit/members`)).toBe('members');
    expect(tabFromPath(`/business/${id}/edit/promotion`)).toBe('promotion');
    expect(tabFromPath(`/business/${id}/edit/support`)).toBe('support');
    expect(tabFromPath(`/business/${id}/edit/nonsense`)).toBe('profile');
  });

  it('keep the /edit/ form once in it, and use the short routes otherwise', () => {
    expect(isEditPath(`/business/${id}/edit/requests`)).toBe(true);
    expect(isEditPath(`/business/${id}/members`)).toBe(false);
    expect(tabHref(id, 'members', false)).toBe(`/business/${id}/members`);
    expect(tabHref(id, 'products', false)).toBe(`/business/${id}/products`);
    expect(tabHref(id, 'membership', false)).toBe(`/business/${id}/edit/membership`);
    expect(tabHref(id, 'members', true)).toBe(`/business/${id}/edit/members`);
  });
});
