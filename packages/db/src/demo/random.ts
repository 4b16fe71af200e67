/**
 * A small seeded pseudo-random generator for the demo and benchmark data.
 *
 * sfc32 (Chris Doty-Humphrey's "small fast counting" generator) seeded through cyrb128, a 128-bit
 * string hash. Only 32-bit integer arithmetic (Math.imul, shifts, >>> 0) is used, so the same seed
 * gives the same sequence on every machine, Node version and CPU. Not for cryptography.
 */

export type Seed = string | number;

/** cyrb128: hashes a string to four 32-bit words (the generator's state). */
export function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** Cumulative Zipf weights, cached per (length, exponent): building them is O(n), picking O(log n). */
const zipfTables = new Map<string, Float64Array>();
function zipfTable(n: number, exponent: number): Float64Array {
  const key = `${n}:${exponent}`;
  let table = zipfTables.get(key);
  if (!table) {
    table = new Float64Array(n);
    let sum = 0;
    for (let i = 0; i < n; i++) {
      sum += 1 / Math.pow(i + 1, exponent);
      table[i] = sum;
    }
    zipfTables.set(key, table);
  }
  return table;
}

/** Index of the first cumulative weight above `target` (binary search). */
function searchCumulative(cumulative: ArrayLike<number>, target: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: Seed) {
    [this.a, this.b, this.c, this.d] = hash128(String(seed));
    // Discard the first outputs so that similar seeds diverge fully.
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** An independent generator for a sub-stream, e.g. `rng.fork('business', 42)`. */
  static derive(seed: Seed, ...labels: (string | number)[]): Random {
    return new Random([String(seed), ...labels].join('\u241f'));
  }

  /** Next unsigned 32-bit integer. */
  uint32(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A uniformly chosen element. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** An element chosen with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let target = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      target -= weights[i] ?? 0;
      if (target < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  /** Like `weighted`, for [item, weight] pairs. */
  weightedEntry<T>(entries: readonly (readonly [T, number])[]): T {
    return this.weighted(
      entries.map((e) => e[0]),
      entries.map((e) => e[1]),
    );
  }

  /**
   * An index in [0, n) with Zipf-like skew: rank r is chosen with weight 1 / (r + 1)^exponent, so
   * the first entries come up far more often than the long tail (exponent 1 ≈ word frequencies).
   */
  zipfIndex(n: number, exponent = 1): number {
    const table = zipfTable(n, exponent);
    return searchCumulative(table, this.next() * table[n - 1]!);
  }

  /** An element of a list ordered from most to least common, chosen with Zipf-like skew. */
  zipf<T>(items: readonly T[], exponent = 1): T {
    return items[this.zipfIndex(items.length, exponent)]!;
  }

  /** A new array with the items in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** `count` distinct elements (or all of them when there are fewer), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, Math.min(count, items.length)));
  }

  /** Roughly normal (sum of three uniforms), clamped to [min, max]. */
  normal(mean: number, spread: number, min = -Infinity, max = Infinity): number {
    const z = (this.next() + this.next() + this.next() - 1.5) * 2; // about -3..3, sd ≈ 1
    return Math.min(max, Math.max(min, mean + z * spread));
  }

  /** A version 4 shaped UUID (36 chars, version and variant bits set) drawn from this generator. */
  uuid(): string {
    const hex = (n: number) => n.toString(16).padStart(8, '0');
    const w0 = this.uint32();
    const w1 = (this.uint32() & 0xffff0fff) | 0x00004000; // version 4
    const w2 = ((this.uint32() & 0x3fffffff) | 0x80000000) >>> 0; // variant 10xx
    const w3 = this.uint32();
    const s = hex(w0) + hex(w1 >>> 0) + hex(w2) + hex(w3);
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20, 32)}`;
  }

  /** `length` digits as a string (leading digit never 0 when `noLeadingZero`). */
  digits(length: number, noLeadingZero = false): string {
    let out = '';
    for (let i = 0; i < length; i++)
      out += String(i === 0 && noLeadingZero ? this.int(1, 9) : this.int(0, 9));
    return out;
  }
}
