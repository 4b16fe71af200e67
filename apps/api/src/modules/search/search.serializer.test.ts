import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessSearchResponseSchema,
  okEnvelope,
  productSearchResponseSchema,
  userSearchResponseSchema,
} from '@wbn/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadSearchFixture } from './search.fixture.ts';
import { createServices } from '../../services.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadSearchFixture(t.db);
});
afterAll(() => t.close());

const compile = (schema: z.ZodType, check: boolean) =>
  compiledSerializer({ check })({ schema, method: 'POST', url: '/test', httpStatus: '200' });

/** What the app's default serializer sends: zod's encoding, stringified. */
const byZod = (schema: z.ZodType, data: unknown) => JSON.parse(JSON.stringify(z.encode(schema, data)));

/** The three searches' answers on the fixture directory, every row of it, as the routes send them (names in three languages). */
async function answers() {
  const { search: service } = await createServices({ db: t.db, config: t.config, log: t.app.log });
  const page = { textQuery: '', skip: 0, size: 50 };
  const answer = <S extends z.ZodType, D>(schema: S, payload: D) => ({
    schema: okEnvelope(schema),
    data: { success: true as const, data: payload },
  });
  return {
    business: answer(businessSearchResponseSchema, await service.businesses(page, 'de')),
    product: answer(
      productSearchResponseSchema,
      await service.products(page, { userID: null, address: '127.0.0.1' }, 'zh'),
    ),
    user: answer(userSearchResponseSchema, await service.users(page, 'fr')),
  };
}

describe('the compiled response serializer', () => {
  it('sends what the zod serializer sends, for every search result of the fixture', async () => {
    for (const { schema, data } of Object.values(await answers())) {
      const [, rows] = Object.entries(data.data)[0]!;
      expect((rows as unknown[]).length).toBeGreaterThan(5);
      expect(JSON.parse(compile(schema, true)(data))).toEqual(byZod(schema, data));
    }
  });

  it('sends the same with every optional part filled in, and with every one empty', async () => {
    const { business, product, user } = await answers();
    const b = structuredClone(business.data);
    const card = b.data.results[0]!.businessProfile;
    card.contactInfo.state = { stateID: 'st-1', stateName: 'Lombardy' };
    card.general.profilePhoto = { url: '/files/logo.webp' };
    card.general.yearStablished = null;
    card.subscription = null;
    const p = structuredClone(product.data);
    const item = p.data.results[0]!;
    item.specs = [{ key: 'Flow "max"', value: '12 m³/h\nat 3 bar' }];
    item.videos = [{ videoID: 'v1', url: 'https://video.example/v1' }];
    item.images = [{ url: '/files/a.webp' }, { url: '/files/b.webp' }];
    item.subCategory = null;
    item.leadTime = null;
    item.sponsored = { boostID: '5f0c8c1e-2b7a-4d0e-9a51-0f6a2f3c9b11' };
    const u = structuredClone(user.data);
    const profile = u.data.profiles[0]!;
    profile.birthDate = '1984-02-29';
    profile.profession = 'Buyer — valves & fittings';
    delete u.data.profiles[1]!.profession;
    for (const [schema, data] of [
      [business.schema, b],
      [product.schema, p],
      [user.schema, u],
    ] as const) {
      expect(JSON.parse(compile(schema, true)(data))).toEqual(byZod(schema, data));
    }
  });

  it('leaves out what the schema does not name, as zod does', async () => {
    const { business } = await answers();
    const data = structuredClone(business.data);
    Object.assign(data.data.results[0]!.businessProfile, { ownerEmail: 'owner@example.com' });
    Object.assign(data, { debug: { sql: 'SELECT 1' } });
    const sent = compile(business.schema, true)(data);
    expect(sent).not.toContain('owner@example.com');
    expect(sent).not.toContain('SELECT 1');
    expect(JSON.parse(sent)).toEqual(byZod(business.schema, data));
  });

  it('refuses an answer outside its schema where checking is on, as the zod serializer does', async () => {
    const { business } = await answers();
    const data = structuredClone(business.data);
    (data.data.results[0]!.businessProfile as { verified: unknown }).verified = 'yes';
    let thrown: unknown;
    try {
      compile(business.schema, true)(data);
    } catch (err) {
      thrown = err;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
    // Production trusts the types the handler returns and does not walk the answer twice.
    expect(() => compile(business.schema, false)(data)).not.toThrow();
  });

  it('refuses a schema that is not zod', () => {
    expect(() =>
      compiledSerializer({ check: true })({
        schema: { type: 'object' },
        method: 'GET',
        url: '/x',
        httpStatus: '200',
      }),
    ).toThrow(/must be zod/);
  });
});
