import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from './test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { createBusiness, validCreateBody } from './business-fixtures.ts';
import { generalBody, productBody } from './read-cache-helpers.ts';

// What people write carries the language it is written in, detected when they write it (decision
// 0026): search across languages will need it.

let t: TestApp;
let author: SignedInUser;
let buyer: SignedInUser;
let businessID: string;
beforeAll(async () => {
  t = await createTestApp();
  author = await createSignedInUser(t);
  buyer = await createSignedInUser(t);
  businessID = (await createBusiness(t, author, { companyName: 'Valvulas del Norte' })).businessID;
});
afterAll(() => t.close());

const makePost = async (content: string, language?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/social/posts/make-post',
    headers: authHeaders(author.token),
    payload: { content, timelineType: 'user', timelineID: author.userID, ...(language ? { language } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const postID = res.json().data.postID as string;
  const [row] = await t.db
    .select({ language: tables.posts.language })
    .from(tables.posts)
    .where(eq(tables.posts.postId, postID));
  // What is stored is what the post's readers are told.
  expect(res.json().data.language).toBe(row!.language);
  const read = await t.app.inject({ method: 'GET', url: `/api/social/posts/${postID}` });
  expect(read.json().data.language).toBe(row!.language);
  return row!.language;
};

const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, user = author) =>
  t.app.inject({ method, url, headers: authHeaders(user.token), ...(payload ? { payload } : {}) });

/** The fields a 400 names. */
const named = (res: { json: () => unknown }) =>
  (res.json() as { errors: { path: string }[] }).errors.map((e) => e.path);

const spanish = 'Fabricamos válvulas de bola de acero inoxidable para la industria química y alimentaria.';
const italian =
  'Produciamo valvole a sfera e saracinesche in acciaio inossidabile per l’industria chimica e alimentare';

describe('the language of what people write', () => {
  it('is stored with each post, as written', async () => {
    expect(
      await makePost(
        'Ampliamos la planta de Monterrey: nueva línea de válvulas de bola de acero inoxidable.',
      ),
    ).toBe('es');
    expect(await makePost('我们的新工厂已经投产，专门生产不锈钢球阀和闸阀，欢迎采购商来访。')).toBe('zh');
    expect(
      await makePost('Wir haben eine neue Fertigungslinie für Kugelhähne aus Edelstahl in Betrieb genommen.'),
    ).toBe('de');
    // Too short to tell: no language rather than a wrong one.
    expect(await makePost('OK!')).toBeNull();
  });

  it('is the one its author names, and a code that is no language is refused', async () => {
    expect(await makePost('Boa tarde!', 'pt')).toBe('pt');
    expect(await makePost('Ampliamos la planta de Monterrey con una nueva línea de válvulas.', 'pt')).toBe(
      'pt',
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/social/posts/make-post',
      headers: authHeaders(author.token),
      payload: { content: 'Hola', timelineType: 'user', timelineID: author.userID, language: 'ESP' },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain(
      'body.language',
    );
  });

  it("is stored with a business's descriptions", async () => {
    const business = await createBusiness(t, author, {
      shortDescription:
        'Produciamo valvole a sfera e saracinesche in acciaio inossidabile per l’industria chimica e alimentare',
    });
    const [row] = await t.db
      .select({ language: tables.businesses.language })
      .from(tables.businesses)
      .where(eq(tables.businesses.businessId, business.businessID));
    expect(row!.language).toBe('it');

    // Its author may say which language it is in when creating it too.
    const chosen = await createBusiness(t, author, { shortDescription: italian, language: 'pt' });
    expect(chosen.general.language).toBe('pt');
    const bad = await call('POST', '/api/business/profile/create', validCreateBody({ language: 'ITA' }));
    expect(bad.statusCode).toBe(400);
    expect(named(bad)).toContain('body.language');
  });

  it('of a product is the one its author names, else detected, on create and on update', async () => {
    const created = await call('POST', '/api/product', { ...productBody({ language: 'de' }), businessID });
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json().data as { productID: string; language: string | null };
    expect(product.language).toBe('de');
    expect((await call('GET', `/api/product/${product.productID}`)).json().data.language).toBe('de');

    const detected = await call('PUT', `/api/product/${product.productID}`, {
      ...productBody({ name: 'Válvula de bola', description: spanish }),
    });
    expect(detected.statusCode, detected.body).toBe(200);
    expect(detected.json().data.language).toBe('es');

    const chosen = await call('PUT', `/api/product/${product.productID}`, {
      ...productBody({ description: spanish, language: 'pt' }),
    });
    expect(chosen.json().data.language).toBe('pt');
    const [row] = await t.db
      .select({ language: tables.products.language })
      .from(tables.products)
      .where(eq(tables.products.productId, product.productID));
    expect(row!.language).toBe('pt');

    const english = await call('POST', '/api/product', { ...productBody(), businessID });
    expect(english.json().data.language).toBe('en');

    const bad = await call('PUT', `/api/product/${product.productID}`, productBody({ language: 'Deutsch' }));
    expect(bad.statusCode).toBe(400);
    expect(named(bad)).toContain('body.language');
    const badNew = await call('POST', '/api/product', { ...productBody({ language: 'd' }), businessID });
    expect(badNew.statusCode).toBe(400);
    expect(named(badNew)).toContain('body.language');
  });

  it("of a business's description is the one its author names, else detected", async () => {
    const url = `/api/business/profile/${businessID}/general`;
    const chosen = await call('PUT', url, { ...generalBody('Valvulas del Norte'), language: 'fr' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.data.general.language).toBe('fr');
    const read = await t.app.inject({ method: 'GET', url: `/api/business/profile/${businessID}` });
    expect(read.json().data.data.general.language).toBe('fr');

    const detected = await call('PUT', url, {
      ...generalBody('Valvulas del Norte'),
      shortDescription: italian,
      generalDescription: italian,
    });
    expect(detected.statusCode, detected.body).toBe(200);
    expect(detected.json().data.data.general.language).toBe('it');

    const bad = await call('PUT', url, { ...generalBody('Valvulas del Norte'), language: 'ITA' });
    expect(bad.statusCode).toBe(400);
    expect(named(bad)).toContain('body.language');
  });

  it('of a message is the one its author names, else detected, in a new thread and in a reply', async () => {
    const sent = await call(
      'POST',
      '/api/business/request',
      { to: businessID, subject: 'Válvulas', message: 'Bom dia!', language: 'pt' },
      buyer,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const { requestID, bid } = sent.json().data as { requestID: string; bid: string };

    const reply = await call('POST', `/api/business/request/${requestID}/send-message?bid=${businessID}`, {
      content: spanish,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.language).toBe('es');
    const chosen = await call('POST', `/api/business/request/${requestID}/send-message?bid=${businessID}`, {
      content: spanish,
      language: 'zh',
    });
    expect(chosen.json().data.language).toBe('zh');

    const read = await call(
      'GET',
      `/api/business/request/${requestID}/get-messages?bid=${bid}`,
      undefined,
      buyer,
    );
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json().data.messages as { language: string | null }[]).map((m) => m.language)).toEqual([
      'pt',
      'es',
      'zh',
    ]);

    const badReply = await call('POST', `/api/business/request/${requestID}/send-message?bid=${businessID}`, {
      content: spanish,
      language: 'español',
    });
    expect(badReply.statusCode).toBe(400);
    expect(named(badReply)).toContain('body.language');
    const badThread = await call(
      'POST',
      '/api/business/request',
      { to: businessID, subject: 'Válvulas', message: spanish, language: 'es-MX' },
      buyer,
    );
    expect(badThread.statusCode).toBe(400);
    expect(named(badThread)).toContain('body.language');
  });
});
