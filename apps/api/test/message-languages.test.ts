import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wbn/contracts';
import { createTestApp, type TestApp } from './test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { validCreateBody } from './business-fixtures.ts';

// An error's words in the request's language (decision 0027): the spec's texts stay verbatim in
// English and come translated in the others, a bad language falls back, never a 5xx.

let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t);
});
afterAll(() => t.close());

const withLanguage = (language: string | null, headers: Record<string, string> = {}) =>
  language === null ? headers : { ...headers, 'accept-language': language };

/** A search the route's schema refuses: a contracts message with a number, and a zod check. */
const refusedSearch = (language: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/search/business',
    headers: withLanguage(language),
    payload: { textQuery: 'x'.repeat(201), size: 'ten' },
  });

/** A business the service refuses with the spec's message (an unknown business type). */
const refusedBusiness = (language: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/business/profile/create',
    headers: withLanguage(language, authHeaders(owner.token)),
    payload: validCreateBody({ businessType: 'ZZ' }),
  });

type Body = { name: string; message: string; errors: { path: string; message: string }[] };
const fieldMessage = (body: Body, path: string) => body.errors.find((e) => e.path === path)?.message;

describe('a validation error', () => {
  it('is in English as before, without a language or in English', async () => {
    for (const language of [null, 'en', 'en-GB,es;q=0.5']) {
      const res = await refusedSearch(language);
      expect(res.statusCode).toBe(400);
      const body = res.json<Body>();
      expect(body.message).toBe('body.textQuery: At most 200 characters');
      expect(fieldMessage(body, 'body.size')).toBe('Invalid input: expected number, received string');
    }
  });

  it('is in Spanish and in Chinese, the schema’s message and zod’s own', async () => {
    const es = await refusedSearch('es-MX,es;q=0.9');
    expect(es.statusCode).toBe(400);
    const esBody = es.json<Body>();
    expect(esBody.name).toBe('ValidationError');
    expect(esBody.message).toBe('body.textQuery: Como máximo 200 caracteres');
    expect(fieldMessage(esBody, 'body.size')).toBe('Entrada inválida: se esperaba número, recibido texto');

    const zh = await refusedSearch('zh-CN');
    const zhBody = zh.json<Body>();
    expect(zh.statusCode).toBe(400);
    expect(zhBody.message).toBe('body.textQuery: 最多 200 个字符');
    expect(fieldMessage(zhBody, 'body.size')).toMatch(/^无效输入/);
  });
});

describe('an AppError with a spec message', () => {
  it('keeps the spec’s English verbatim', async () => {
    const res = await refusedBusiness('en');
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe(messages.createBusinessRejected);
  });

  it('is translated, message and fields, in Spanish and in Chinese', async () => {
    const es = (await refusedBusiness('es')).json<Body>();
    expect(es.message).toBe('Complete toda la información requerida para crear el perfil de su empresa.');
    expect(es.errors.map((e) => e.message)).not.toContain(messages.createBusinessRejected);
    const zh = (await refusedBusiness('zh')).json<Body>();
    expect(zh.message).toBe('请填写创建企业主页所需的全部信息。');
  });

  it('names what was not found, and an unknown API route, in the language', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: withLanguage('es'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Body>().message).toBe('No existe la ruta de API GET /api/no-such-thing');
  });
});

describe('a language that is not one of the seven', () => {
  it('falls back to the portal’s (English here), never a 5xx', async () => {
    for (const language of ['xx', 'xx-YY;q=1, *;q=0.5', '']) {
      const search = await refusedSearch(language);
      expect(search.statusCode).toBe(400);
      expect(search.json<Body>().message).toBe('body.textQuery: At most 200 characters');
      const business = await refusedBusiness(language);
      expect(business.statusCode).toBe(400);
      expect(business.json<Body>().message).toBe(messages.createBusinessRejected);
    }
  });

  it('falls back to the portal’s language, Spanish on the Mexican portal', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search/business',
      headers: { 'accept-language': 'xx', host: 'mexico.localhost', cookie: 'wbn_lang=zz' },
      payload: { textQuery: 'x'.repeat(201) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe('body.textQuery: Como máximo 200 caracteres');
  });
});

describe('a malformed request', () => {
  /** A search whose body Fastify itself refuses before any schema sees it. */
  const malformed = (language: string, contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search/business',
      headers: withLanguage(language, { 'content-type': contentType }),
      payload,
    });

  it('is told in English in our words, naming the body', async () => {
    const res = await malformed('en', 'application/json', '{"textQuery":');
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({
      name: 'BadRequest',
      message: 'body: The request body is not valid JSON',
      errors: [{ path: 'body', message: 'The request body is not valid JSON' }],
    });
  });

  it('is told in Spanish: invalid JSON, an empty JSON body, a type not accepted, a body too large', async () => {
    const invalid = await malformed('es', 'application/json', '{"textQuery":');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<Body>().message).toBe('body: El cuerpo de la solicitud no es JSON válido');
    expect(fieldMessage(invalid.json<Body>(), 'body')).toBe('El cuerpo de la solicitud no es JSON válido');

    const empty = await malformed('es-MX,es;q=0.9', 'application/json', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Body>().message).toBe(
      'body: El cuerpo de la solicitud está vacío, pero su tipo de contenido indica JSON',
    );

    const type = await malformed('es', 'application/xml', '<search/>');
    expect(type.statusCode).toBe(415);
    expect(type.json<Body>().message).toBe('No se acepta este tipo de contenido');

    const large = await malformed('es', 'application/json', `{"textQuery":"${'x'.repeat(1024 * 1024)}"}`);
    expect(large.statusCode).toBe(413);
    expect(large.json<Body>().message).toBe('La solicitud es demasiado grande');
  });

  it('is told in Chinese, with no English of Fastify’s', async () => {
    const invalid = await malformed('zh-CN,zh;q=0.9', 'application/json', '{"textQuery":');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<Body>().message).toBe('body: 请求正文不是有效的 JSON');

    const empty = await malformed('zh', 'application/json', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Body>().message).toBe('body: 请求正文为空，但其内容类型为 JSON');

    const type = await malformed('zh', 'application/xml', '<search/>');
    expect(type.statusCode).toBe(415);
    expect(type.json<Body>().message).toBe('不接受此内容类型');

    const large = await malformed('zh', 'application/json', `{"textQuery":"${'x'.repeat(1024 * 1024)}"}`);
    expect(large.statusCode).toBe(413);
    expect(large.json<Body>().message).toBe('请求过大');
    for (const res of [invalid, empty, type, large]) {
      expect(res.body).not.toMatch(/[A-Za-z]{4,} [A-Za-z]{3,}/);
    }
  });
});
