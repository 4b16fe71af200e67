/**
 * A bounded in-memory cache for public reads: least recently used entries go first once
 * `maxEntries` is reached, and every entry expires `ttlMs` after it was stored, which bounds how
 * stale a value can be when it changed without an invalidation (SQL by hand, a missed event).
 * `maxEntries` 0 turns it off: nothing is stored.
 *
 * A fill races with writes: a read that started before a write committed may come back with the
 * old value after the write's invalidation has run. Take a `ticket()` before reading the source
 * and hand it to `set()`: a value read before any later invalidation is not stored.
 */
export interface ReadCache<V> {
  get(key: string): V | undefined;
  ticket(): number;
  /** Stores the value unless the cache is off or an invalidation ran since `ticket`; true if stored. */
  set(key: string, value: V, ticket?: number): boolean;
  delete(key: string): void;
  /** Drops every entry the predicate accepts (a scan: meant for rare writes, not for reads). */
  deleteWhere(predicate: (value: V, key: string) => boolean): number;
  clear(): void;
  readonly size: number;
}

export interface ReadCacheOptions {
  maxEntries: number;
  ttlMs: number;
  /** The clock, for tests. */
  now?: () => number;
  /** While this says false the cache neither answers nor stores (its invalidations are not heard). */
  live?: () => boolean;
}

interface Entry<V> {
  value: V;
  expires: number;
}

export function createReadCache<V>({
  maxEntries,
  ttlMs,
  now = Date.now,
  live = () => true,
}: ReadCacheOptions): ReadCache<V> {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, Entry<V>>();
  // Bumped by every invalidation; a ticket older than this may hold a value read before it.
  let generation = 0;

  return {
    get(key) {
      if (!live()) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },

    ticket: () => generation,

    set(key, value, ticket) {
      if (maxEntries <= 0 || !live() || (ticket !== undefined && ticket !== generation)) return false;
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return true;
    },

    delete(key) {
      generation++;
      entries.delete(key);
    },

    deleteWhere(predicate) {
      generation++;
      let dropped = 0;
      for (const [key, entry] of entries) {
        if (predicate(entry.value, key)) {
          entries.delete(key);
          dropped++;
        }
      }
      return dropped;
    },

    clear() {
      generation++;
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}
