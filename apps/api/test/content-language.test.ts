import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from './test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { createBusiness } from './business-fixtures.ts';

// What people write carries the language it is written in, detected when they write it (decision
// 0026): search across languages will need it.

let t: TestApp;
let author: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  author = await createSignedInUser(t);
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
  return row!.language;
};

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
  });
});
