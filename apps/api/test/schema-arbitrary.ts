import fc from 'fast-check';

/**
 * fast-check values from the JSON Schemas of the API's OpenAPI document (the contracts' zod
 * schemas, as fastify-type-provider-zod publishes them). Mostly values the schema accepts, so
 * requests get past validation to the database, with hostile ones mixed in at every level:
 * NUL and lone surrogates, huge and deeply nested values, wrong types. Not a test file itself.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
}

/** Ids and values a fuzzed request may reuse, so some reach real rows. */
export interface Pools {
  uuids: string[];
  emails: string[];
  /** Reference codes and other strings the API may know. */
  tokens: string[];
  /** Known-good values by property name (`country: ['MX']`), so looked-up fields often pass. */
  byField: Record<string, string[]>;
}

/** The strings the database refuses, and their neighbours. */
export const hostileStrings = [
  '\u0000',
  'a\u0000b',
  'Acme\u0000 Industrial',
  '\ud800',
  '\udc00',
  'x\ud83d',
  '\ude00y',
  '\udfff\ud800',
  '\u0000\ud800',
  '\ud83d\ude00 ok',
  '\u0001\u001f\u007f',
  '\ufffe\uffff',
  "'; drop table users; --",
  '%00',
  '\\u0000',
  ' ',
  '',
];

const hostileString = fc.oneof(
  fc.constantFrom(...hostileStrings),
  // A NUL or a lone surrogate somewhere in ordinary text.
  fc
    .tuple(
      fc.string({ maxLength: 20 }),
      fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00'),
      fc.string({ maxLength: 20 }),
    )
    .map(([a, bad, b]) => `${a}${bad}${b}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A value nested `depth` levels deep (arrays or objects), up to far past any sane limit. */
const deepValue = fc
  .tuple(fc.integer({ min: 20, max: 1000 }), fc.boolean(), fc.constantFrom<unknown>('x', '\u0000', 1, null))
  .map(([depth, asArray, leaf]) => {
    let v: unknown = leaf;
    for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v };
    return v;
  });

/** Huge strings and arrays; the body limit (1 MB) bounds what reaches a handler. */
const hugeValue = fc.oneof(
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'a'.repeat(n)),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => `${'a'.repeat(n)}\u0000`),
  fc.integer({ min: 100, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => `item ${i}`)),
  fc
    .integer({ min: 100, max: 5_000 })
    .map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
);

const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant(Number.MAX_SAFE_INTEGER * 1000),
  fc.constant([]),
  fc.constant({}),
  fc.string({ maxLength: 10 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);

/** Anything the schema does not expect. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 6 },
  { arbitrary: wrongType, weight: 3 },
  { arbitrary: hugeValue, weight: 1 },
  { arbitrary: deepValue, weight: 1 },
);

const types = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

function stringArb(s: JsonSchema, pools: Pools, field: string | undefined): fc.Arbitrary<string> {
  const maxLength = Math.min(s.maxLength ?? 60, 60);
  const minLength = Math.min(s.minLength ?? 0, maxLength);
  const known = field ? pools.byField[field] : undefined;
  if (known?.length && !s.enum) {
    return fc.oneof(
      { arbitrary: fc.constantFrom(...known), weight: 4 },
      { arbitrary: stringArb(s, pools, undefined), weight: 1 },
    );
  }
  if (s.format === 'uuid') return fc.oneof(fc.constantFrom(...pools.uuids), fc.uuid());
  if (s.format === 'email') return fc.oneof(fc.constantFrom(...pools.emails), fc.emailAddress());
  if (s.format === 'date')
    return fc
      .date({ min: new Date(1950, 0, 1), max: new Date(2060, 0, 1), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'uri') return fc.webUrl();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= (s.maxLength ?? Infinity));
    } catch {
      /* a pattern JavaScript cannot read: fall back to text */
    }
  }
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }), weight: 1 },
    // Reference codes and ids, so fields the server looks up (country, industry …) pass too.
    {
      arbitrary: fc
        .constantFrom(...pools.tokens, ...pools.uuids)
        .filter((x) => x.length >= minLength && x.length <= maxLength),
      weight: 3,
    },
  );
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : 1e-6;
  // A bound is exclusive as a number of its own (JSON Schema 2020-12) or as `true` beside
  // `minimum`/`maximum` (OpenAPI 3.0, which the document is).
  const low =
    typeof s.exclusiveMinimum === 'number'
      ? s.exclusiveMinimum + step
      : s.exclusiveMinimum === true && s.minimum !== undefined
        ? s.minimum + step
        : s.minimum;
  const high =
    typeof s.exclusiveMaximum === 'number'
      ? s.exclusiveMaximum - step
      : s.exclusiveMaximum === true && s.maximum !== undefined
        ? s.maximum - step
        : s.maximum;
  const min = Math.max(low ?? -1e6, -1e12);
  const max = Math.min(high ?? 1e6, 1e12);
  const whole = fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  if (integer) return whole;
  const anyDouble = fc.double({ min, max: Math.max(min, max), noNaN: true });
  // Mostly numbers as people write them (whole, or with cents), so amounts get past the checks
  // of what can be stored; sometimes any double of the range (denormals, 15 digits …).
  const [lowCents, highCents] = [Math.ceil(min * 100), Math.floor(max * 100)];
  if (lowCents > highCents) return anyDouble;
  const cents = fc.integer({ min: lowCents, max: highCents }).map((n) => n / 100);
  return fc.oneof(
    ...(Math.ceil(min) <= Math.floor(max) ? [{ arbitrary: whole, weight: 2 }] : []),
    { arbitrary: cents, weight: 2 },
    { arbitrary: anyDouble, weight: 2 },
  );
}

/**
 * A value for `schema`: valid in shape most of the time; any node may instead be hostile with
 * probability `hostility`. Below `depth` 0 only scalars are made, so values stay small.
 */
export function valueFor(
  schema: JsonSchema,
  pools: Pools,
  hostility: number,
  depth = 6,
  field?: string,
): fc.Arbitrary<unknown> {
  const valid = validFor(schema, pools, hostility, depth, field);
  if (hostility <= 0) return valid;
  const weight = Math.max(1, Math.round(hostility * 100));
  return fc.oneof({ arbitrary: valid, weight: 100 - weight }, { arbitrary: hostileValue, weight });
}

function validFor(
  s: JsonSchema,
  pools: Pools,
  hostility: number,
  depth: number,
  field: string | undefined,
): fc.Arbitrary<unknown> {
  // Array items and alternatives keep the field's name; an object's properties take their own.
  const next = (child: JsonSchema, name = field) => valueFor(child, pools, hostility, depth - 1, name);
  let base: fc.Arbitrary<unknown>;
  if (s.const !== undefined) base = fc.constant(s.const);
  else if (s.enum) base = fc.constantFrom(...s.enum);
  else if (s.anyOf ?? s.oneOf) base = fc.oneof(...(s.anyOf ?? s.oneOf)!.map((x) => next(x)));
  else if (s.allOf?.length) base = next(s.allOf[0]!);
  else {
    const t = types(s).filter((x) => x !== 'null');
    const one = t[0];
    if (one === 'string') base = stringArb(s, pools, field);
    else if (one === 'integer') base = numberArb(s, true);
    else if (one === 'number') base = numberArb(s, false);
    else if (one === 'boolean') base = fc.boolean();
    else if (one === 'array' && depth > 0) {
      base = fc.array(s.items ? next(s.items) : fc.jsonValue({ maxDepth: 2 }), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 5),
      });
    } else if (one === 'object' && depth > 0) {
      // Optional fields are left out four times in five: fewer fields, fewer server-side refusals.
      const required = new Set(s.required ?? []);
      const fields = Object.entries(s.properties ?? {}).map(([k, v]) =>
        required.has(k)
          ? next(v, k).map((x) => [k, x] as const)
          : fc.oneof(
              { arbitrary: fc.constant(null), weight: 4 },
              { arbitrary: next(v, k).map((x) => [k, x] as const), weight: 1 },
            ),
      );
      base = fc
        .tuple(...fields)
        .map((entries) =>
          Object.fromEntries(entries.filter((e): e is readonly [string, unknown] => e !== null)),
        );
    } else base = fc.jsonValue({ maxDepth: 1 });
    if (types(s).includes('null')) base = fc.oneof(fc.constant(null), base);
  }
  return s.nullable
    ? fc.oneof({ arbitrary: fc.constant(null), weight: 1 }, { arbitrary: base, weight: 4 })
    : base;
}

/**
 * A query string or path segment as a hostile client would write it: each UTF-16 code unit
 * percent-encoded as its bytes, lone surrogates as their three WTF-8 bytes (encodeURIComponent
 * throws on them) and NUL as %00.
 */
export function encodeSegment(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && /[\udc00-\udfff]/.test(value[i + 1] ?? '');
    if (pair) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(value[i]!);
  }
  return out;
}

/** Every string inside a value, as [holder, key] pairs, in document order. */
function stringSlots(value: unknown): [Record<string, unknown> | unknown[], string | number][] {
  const slots: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (v: unknown) => {
    if (v === null || typeof v !== 'object') return;
    const holder = v as Record<string, unknown> | unknown[];
    const entries: [string | number, unknown][] = Array.isArray(v)
      ? v.map((x, i) => [i, x])
      : Object.entries(v);
    for (const [key, x] of entries) {
      if (typeof x === 'string') slots.push([holder, key]);
      else walk(x);
    }
  };
  walk(value);
  return slots;
}

/**
 * A well-formed value with exactly one of its strings made unstorable (a NUL or a lone surrogate
 * inserted into it): the request the database used to answer with a 500.
 */
export function withOneBadString(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom('\u0000', '\ud800', '\udc00', '\udbff'), fc.nat())
    .map(([value, pick, bad, at]) => {
      const copy: unknown = structuredClone(value);
      const slots = stringSlots(copy);
      if (slots.length === 0) return typeof copy === 'string' ? `${copy}${bad}` : copy;
      const [holder, key] = slots[pick % slots.length]!;
      const text = (holder as Record<string | number, string>)[key]!;
      const i = at % (text.length + 1);
      (holder as Record<string | number, string>)[key] = `${text.slice(0, i)}${bad}${text.slice(i)}`;
      return copy;
    });
}
