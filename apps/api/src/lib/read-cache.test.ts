import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

function clockAt(start = 1_000) {
  const clock = { t: start, now: () => clock.t };
  return clock;
}

describe('read cache', () => {
  it('evicts the least recently used entry beyond its bound', () => {
    const cache = createReadCache<string>({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('counts a replaced key once and refreshes its place', () => {
    const cache = createReadCache<number>({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });

  it('expires entries after their time to live', () => {
    const clock = clockAt();
    const cache = createReadCache<string>({ maxEntries: 10, ttlMs: 5_000, now: clock.now });
    cache.set('a', 'A');
    clock.t += 4_999;
    expect(cache.get('a')).toBe('A');
    clock.t += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('a hit does not extend the time to live', () => {
    const clock = clockAt();
    const cache = createReadCache<string>({ maxEntries: 10, ttlMs: 5_000, now: clock.now });
    cache.set('a', 'A');
    clock.t += 3_000;
    expect(cache.get('a')).toBe('A');
    clock.t += 2_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('deletes one key or every entry a predicate accepts', () => {
    const cache = createReadCache<{ owner: string }>({ maxEntries: 10, ttlMs: 60_000 });
    cache.set('p1', { owner: 'x' });
    cache.set('p2', { owner: 'y' });
    cache.set('p3', { owner: 'x' });
    cache.delete('p2');
    expect(cache.get('p2')).toBeUndefined();
    expect(cache.deleteWhere((v) => v.owner === 'x')).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('refuses a value read before a later invalidation (the ticket)', () => {
    const cache = createReadCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    const early = cache.ticket();
    cache.delete('a');
    expect(cache.set('a', 'stale', early)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('a', 'fresh', cache.ticket())).toBe(true);
    expect(cache.get('a')).toBe('fresh');
  });

  it('stores nothing with maxEntries 0', () => {
    const cache = createReadCache<string>({ maxEntries: 0, ttlMs: 60_000 });
    expect(cache.set('a', 'A')).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });
});
