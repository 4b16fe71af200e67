import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyBusinessCard } from '@wbn/contracts';
import {
  ACTOR_STORAGE_KEY,
  actorBusinesses,
  readRememberedActor,
  rememberActor,
  resolveActor,
} from './writing-actor.ts';

const card = (n: number, access: MyBusinessCard['access']): MyBusinessCard => ({
  businessID: `00000000-0000-4000-8000-00000000000${n}`,
  key: `b${n}`,
  subscription: null,
  verified: false,
  access,
  general: {
    companyName: `Business ${n}`,
    shortDescription: '',
    profilePhoto: null,
    coverPhoto: null,
    businessType: { code: 'MA', name: 'Manufacturers' },
    industry: { id: 'i0001', name: 'Automation' },
  },
  contactInfo: { country: { code: 'MX', countryName: 'Mexico', emoji: '🇲🇽' } },
});

function fakeStorage() {
  const map = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  });
  return map;
}
afterEach(() => vi.unstubAllGlobals());

describe('who a post or comment is written as', () => {
  it('offers only businesses the user owns or administers, at most 5 (spec §6, §9)', () => {
    const list = [
      card(1, 'owner'),
      card(2, 'member'),
      card(3, 'admin'),
      card(4, 'owner'),
      card(5, 'owner'),
      card(6, 'admin'),
      card(7, 'owner'),
    ];
    const offered = actorBusinesses(list).map((b) => b.name);
    expect(offered).toEqual(['Business 1', 'Business 3', 'Business 4', 'Business 5', 'Business 6']);
    expect(actorBusinesses(undefined)).toEqual([]);
  });

  it('falls back to the user when the remembered business is not offered any more', () => {
    const offered = actorBusinesses([card(1, 'owner')]);
    expect(resolveActor(offered[0]!.businessID, offered)).toBe(offered[0]!.businessID);
    expect(resolveActor(card(2, 'owner').businessID, offered)).toBeNull();
    expect(resolveActor(null, offered)).toBeNull();
  });

  it('remembers the choice per user in browser storage', () => {
    const map = fakeStorage();
    rememberActor('user-a', 'biz-1');
    expect(JSON.parse(map.get(ACTOR_STORAGE_KEY)!)).toEqual({ userID: 'user-a', businessID: 'biz-1' });
    expect(readRememberedActor('user-a')).toBe('biz-1');
    // Another user signing in on the same browser does not inherit it.
    expect(readRememberedActor('user-b')).toBeNull();
    rememberActor('user-a', null);
    expect(readRememberedActor('user-a')).toBeNull();
    map.set(ACTOR_STORAGE_KEY, '{not json');
    expect(readRememberedActor('user-a')).toBeNull();
  });
});
