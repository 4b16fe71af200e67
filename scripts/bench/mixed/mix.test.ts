import { describe, expect, it } from 'vitest';
import {
  createBusinessSchema,
  createProductSchema,
  generalSectionSchema,
  productInputSchema,
  productSearchBodySchema,
  profileUpdateSchema,
} from '@wbn/contracts';
import { businessCreateBody, productBody } from './bodies.ts';
import { toRequest } from './load.ts';
import {
  connectionCycle,
  mostProductsPerBusiness,
  productCap,
  seededProducts,
  writeShare,
  type MixStep,
  type Owner,
} from './mix.ts';

const owners: Owner[] = Array.from({ length: 4 }, (_, index) => ({
  index,
  token: `token-${index}`,
  userID: `user-${index}`,
  businessID: `00000000-0000-4000-8000-00000000000${index}`,
  productIDs: Array.from(
    { length: seededProducts },
    (_, p) => `10000000-0000-4000-8000-0000000000${index}${p}`,
  ),
}));
const cycles = owners.map((_, k) => connectionCycle(owners, k));

describe('the mixed workload', () => {
  it('is 70% reads and 30% writes on every connection', () => {
    for (const cycle of cycles) {
      expect(cycle).toHaveLength(20);
      expect(writeShare(cycle)).toBeCloseTo(0.3);
    }
  });

  it('reads business profiles, products and product searches, as a visitor', () => {
    const reads = cycles[0]!.filter((s) => s.kind === 'read');
    expect(reads.map((s) => s.name).sort()).toEqual([
      ...Array<string>(5).fill('business read'),
      ...Array<string>(5).fill('product read'),
      ...Array<string>(4).fill('product search'),
    ]);
    for (const s of reads) expect(s.token).toBeUndefined();
    for (const s of reads.filter((r) => r.name === 'product search'))
      expect(productSearchBodySchema.parse(s.body).textQuery).toMatch(/^[a-z]+$/);
  });

  it("writes only the connection's own business, products and profile, with its own token", () => {
    cycles.forEach((cycle, k) => {
      const me = owners[k]!;
      const others = owners.filter((o) => o !== me);
      for (const s of cycle.filter((w) => w.kind === 'write')) {
        expect(s.token).toBe(me.token);
        for (const o of others) {
          expect(s.path ?? '').not.toContain(o.businessID);
          for (const id of o.productIDs) expect(s.path ?? '').not.toContain(id);
        }
      }
    });
  });

  it('adds a product and deletes it later in the same cycle, within the tier cap', () => {
    for (const cycle of cycles) {
      const names = cycle.map((s) => s.name);
      expect(names.filter((n) => n === 'product create')).toHaveLength(1);
      expect(names.indexOf('product create')).toBeLessThan(names.indexOf('product delete'));
      // autocannon builds the first request once: it must not be a write that needs a fresh body.
      expect(cycle[0]!.kind).toBe('read');
    }
    expect(productCap).toBe(7);
    expect(mostProductsPerBusiness).toBeLessThanOrEqual(productCap);
  });

  it('sends bodies the contracts accept', () => {
    expect(() => createBusinessSchema.parse(businessCreateBody(3))).not.toThrow();
    expect(() => productInputSchema.parse(productBody(3, 1, 0))).not.toThrow();
    const byName = (name: MixStep['name']) => cycles[1]!.find((s) => s.name === name)!;
    expect(() => createProductSchema.parse(byName('product create').revise!(5))).not.toThrow();
    expect(() => productInputSchema.parse(byName('product edit').revise!(5))).not.toThrow();
    expect(() => generalSectionSchema.parse(byName('business edit').revise!(5))).not.toThrow();
    expect(() => profileUpdateSchema.parse(byName('profile edit').revise!(5))).not.toThrow();
    // Every send of a write changes the row.
    expect(byName('product edit').revise!(1)).not.toEqual(byName('product edit').revise!(2));
  });
});

describe('the autocannon requests', () => {
  const step = (name: MixStep['name']) => cycles[0]!.find((s) => s.name === name)!;

  it('deletes the product the cycle created, or a product that does not exist', () => {
    const del = toRequest(step('product delete'), () => {});
    expect(del.setupRequest!(del, { created: 'abc' }).path).toBe('/api/product/abc');
    expect(del.setupRequest!(del, {}).path).toMatch(/^\/api\/product\/0{8}-/);
    expect(del.headers).toEqual({ 'wbn-auth': owners[0]!.token });
  });

  it('rebuilds writes with a new revision, and sends reads as built once', () => {
    const edit = toRequest(step('product edit'), () => {});
    const bodies = [edit.setupRequest!(edit, {}).body, edit.setupRequest!(edit, {}).body];
    expect(bodies[0]).not.toBe(bodies[1]);
    expect(edit.headers?.['content-type']).toBe('application/json');
    const search = toRequest(step('product search'), () => {});
    expect(search.setupRequest).toBeUndefined();
    expect(JSON.parse(search.body!)).toEqual(step('product search').body);
  });
});
