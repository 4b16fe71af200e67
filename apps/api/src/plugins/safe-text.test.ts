import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeTextMessages } from '@wbn/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { createBusiness } from '../../test/business-fixtures.ts';

let t: TestApp;
let owner: SignedInUser;
let businessID: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t);
  businessID = (await createBusiness(t, owner)).businessID;
});
afterAll(() => t.close());

/** Sends the JSON text as written, so escapes like \u0000 and \ud800 reach the server. */
const send = (method: 'POST' | 'PUT', url: string, json: string, user: SignedInUser | null = owner) =>
  t.app.inject({
    method,
    url,
    payload: json,
    headers: { 'content-type': 'application/json', ...(user ? authHeaders(user.token) : {}) },
  });

describe('strings the database cannot store', () => {
  it('a NUL in a search (no sign-in needed) is a 400 naming the field, not a 500', async () => {
    const res = await send('POST', '/api/search/business', '{"textQuery":"a\\u0000b"}', null);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      name: 'ValidationError',
      errors: [{ path: 'body.textQuery', message: unsafeTextMessages.nul }],
    });
  });

  it('a lone surrogate in a section stored as JSON is a 400 naming the nested field', async () => {
    const res = await send(
      'PUT',
      `/api/business/profile/${businessID}/tradeCapabilities`,
      '{"markets":[{"name":"Europe"},{"name":"x\\ud800"}]}',
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'body.markets.1.name', message: unsafeTextMessages.surrogate },
    ]);
  });

  it('checks text columns, query strings, object keys and nesting the same way', async () => {
    const certificate = await send(
      'POST',
      `/api/business/${businessID}/certificates`,
      '{"name":"ISO\\u0000"}',
    );
    expect(certificate.json().errors?.[0]?.path).toBe('body.name');
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/search/business/last-registered?types=MA%00',
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors[0].path).toBe('query.types');
    const key = await send('PUT', '/api/user/profile', '{"city":"León","\\udc00":1}');
    expect(key.statusCode).toBe(400);
    expect(key.json().errors[0].path).toBe('body.\ufffd');
    const deep = await send(
      'POST',
      '/api/search/product',
      `{"textQuery":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors[0].message).toBe(unsafeTextMessages.tooDeep);
    // Well-formed text, astral characters included, is stored as sent.
    const fine = await send('POST', `/api/business/${businessID}/certificates`, '{"name":"ISO 9001 🦾 Ñ"}');
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().data.name).toBe('ISO 9001 🦾 Ñ');
  });
});
