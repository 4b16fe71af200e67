import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portals } from '@wbn/contracts';
import { sql, tables } from '@wbn/db';
import { demoPasswordHash, loadDemoDirectory, localShowcases } from '@wbn/db/demo';
import { detectLanguage } from '../src/lib/content-language.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { authHeaders, signTestAccessToken } from './auth-helpers.ts';

// The demo's local showcase (packages/db/src/demo/local/): on each portal whose language is not
// English, businesses written by their owners in that language, with their products, posts and
// inquiry threads, the `language` column set (decision 0026) and agreeing with what the API's own
// detector reads in the text; found by the search on the portal's country, in the message center
// of both parties, and signed in to with the demo password like every demo account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoDirectory(t.db, { today: Date.UTC(2026, 10, 25, 15, 30) });
}, 180_000);
afterAll(() => t?.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A signed-in session of an existing demo account (as the auth service would issue after sign-in). */
async function signIn(userId: string) {
  const [account] = await t.db
    .select()
    .from(tables.authAccounts)
    .where(sql`${tables.authAccounts.id} = ${userId}`);
  const [session] = await t.db
    .insert(tables.authSessions)
    .values({ accountId: userId, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: tables.authSessions.id });
  const user = {
    userID: userId,
    sessionId: session!.id,
    email: account!.email,
    firstName: account!.firstName,
    lastName: account!.lastName,
  };
  return authHeaders(await signTestAccessToken(t, user));
}

const legalForm = /,?\s+(S\.A\. de C\.V\.|S\.L\.|S\.r\.l\.|S\.p\.A\.|GmbH( & Co\. KG)?|SAS|SARL|Ltda\.)$/;
const languages = localShowcases.map((s) => s.language);
const countriesOf = (language: string) =>
  portals.filter((p) => p.language === language && p.countryCode).map((p) => p.countryCode!);

describe('the local showcase', () => {
  it('covers the six portal languages besides English, and Spanish on both Mexico and Spain', () => {
    expect([...languages].sort()).toEqual(['de', 'es', 'fr', 'it', 'pt', 'zh']);
    expect(localShowcases.find((s) => s.language === 'es')!.businesses.map((b) => b.countryCode)).toEqual(
      expect.arrayContaining(['MX', 'ES']),
    );
  });

  it.each(languages)(
    'has businesses, products, posts and messages in %s, on businesses of its portals’ countries',
    async (language) => {
      const businesses = await rows<{
        business_id: string;
        country_code: string;
        short_description: string;
        general_description: string;
        owner_language: string;
      }>(
        sql`select b.business_id, b.country_code, b.short_description, b.general_description,
                   u.preferred_language_code as owner_language
              from businesses b join users u on u.user_id = b.owner_id where b.language = ${language}`,
      );
      expect(businesses.length).toBeGreaterThanOrEqual(3);
      const countries = countriesOf(language);
      for (const b of businesses) {
        expect(countries).toContain(b.country_code);
        expect(b.owner_language).toBe(language);
        expect(detectLanguage(`${b.short_description}\n${b.general_description}`)).toBe(language);
      }
      const expected = language === 'es' ? ['ES', 'MX'] : countries;
      expect([...new Set(businesses.map((b) => b.country_code))].sort()).toEqual([...expected].sort());
      const ids = sql.join(
        businesses.map((b) => sql`${b.business_id}::uuid`),
        sql`, `,
      );

      const products = await rows<{
        name: string;
        description: string;
        business_id: string;
        language: string;
      }>(sql`select name, description, business_id, language from products where business_id in (${ids})`);
      expect(products.length).toBeGreaterThanOrEqual(businesses.length * 3);
      for (const p of products) {
        expect(p.language).toBe(language);
        expect(detectLanguage(`${p.name}\n${p.description}`), p.name).toBe(language);
      }

      const posts = await rows<{ content: string; language: string }>(
        sql`select content, language from posts
             where business_id in (${ids}) or (timeline_type = 'user' and timeline_id in (
               select owner_id from businesses where business_id in (${ids})))`,
      );
      expect(posts.length).toBeGreaterThanOrEqual(businesses.length * 2);
      for (const p of posts) {
        expect(p.language).toBe(language);
        expect(detectLanguage(p.content), p.content).toBe(language);
      }

      const messages = await rows<{ request_id: string; content: string; language: string }>(
        sql`select m.request_id, m.content, m.language from inquiry_messages m
              join inquiry_requests r using (request_id) where r.to_business_id in (${ids})`,
      );
      const threads = new Set(messages.map((m) => m.request_id));
      expect(threads.size).toBeGreaterThanOrEqual(2);
      expect(messages.length).toBeGreaterThanOrEqual(threads.size * 3);
      for (const m of messages) {
        expect(m.language).toBe(language);
        expect(detectLanguage(m.content), m.content).toBe(language);
      }
    },
  );

  // As the portal's pages ask: in its language (the web app sends its page's language).
  it('finds each language’s products and businesses with the search, on the portal’s country', async () => {
    const products = await rows<{ product_id: string; keyword: string; country: string; language: string }>(
      sql`select p.product_id, p.keywords[1] as keyword, b.country_code as country, b.language
            from products p join businesses b using (business_id) where b.language is not null`,
    );
    expect([...new Set(products.map((p) => p.language))].sort()).toEqual([...languages].sort());
    for (const p of products) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/search/product',
        headers: { 'accept-language': p.language },
        payload: { textQuery: p.keyword, skip: 0, size: 50, country: p.country },
      });
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json().data.results as { productID: string }[]).map((r) => r.productID);
      expect(found, `${p.language}: ${p.keyword}`).toContain(p.product_id);
    }

    const businesses = await rows<{
      business_id: string;
      company_name: string;
      country: string;
      language: string;
    }>(
      sql`select business_id, company_name, country_code as country, language from businesses where language is not null`,
    );
    for (const b of businesses) {
      // As a buyer types it: the name without its legal form.
      const name = b.company_name.replace(legalForm, '');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/search/business',
        headers: { 'accept-language': b.language },
        payload: { textQuery: name, skip: 0, size: 10, country: b.country },
      });
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json().data.results as { businessProfile: { businessID: string } }[]).map(
        (r) => r.businessProfile.businessID,
      );
      expect(found, name).toContain(b.business_id);
    }
  });

  it('lets the owners sign in with the demo password and shows each thread in both parties’ message centers', async () => {
    const threads = await rows<{
      request_id: string;
      from_user_id: string;
      from_business_id: string | null;
      to_business_id: string;
      owner_id: string;
      unread_by_receiver: number;
    }>(
      sql`select r.request_id, r.from_user_id, r.from_business_id, r.to_business_id, b.owner_id, r.unread_by_receiver
            from inquiry_requests r join businesses b on b.business_id = r.to_business_id
           where b.language is not null`,
    );
    expect(threads.length).toBeGreaterThanOrEqual(12);
    const hashes = await rows<{ password_hash: string }>(
      sql`select distinct a.password_hash from auth_accounts a
           where a.id in (select owner_id from businesses where language is not null)`,
    );
    expect(hashes.map((h) => h.password_hash)).toEqual([demoPasswordHash]);

    for (const r of threads) {
      const sides = [
        { user: r.from_user_id, inbox: r.from_business_id ?? r.from_user_id },
        { user: r.owner_id, inbox: r.to_business_id },
      ];
      for (const side of sides) {
        const headers = await signIn(side.user);
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/business/request?ubid=${side.inbox}`,
          headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        const ids = (res.json().data.threads as { requestID: string }[]).map((x) => x.requestID);
        expect(ids).toContain(r.request_id);
      }
    }
    // A supplier with an unread inquiry sees it counted on its inbox and in its bell.
    const waiting = threads.find((r) => r.unread_by_receiver > 0)!;
    const headers = await signIn(waiting.owner_id);
    const inboxes = await t.app.inject({ method: 'GET', url: '/api/business/request/inboxes', headers });
    expect(inboxes.statusCode, inboxes.body).toBe(200);
    const inbox = (inboxes.json().data.inboxes as { ubid: string; unread: number }[]).find(
      (i) => i.ubid === waiting.to_business_id,
    );
    expect(inbox?.unread).toBeGreaterThan(0);
    const bell = await rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${waiting.owner_id}
            and read_at is null and link like ${`%/requests/${waiting.request_id}`}`,
    );
    expect(bell[0]!.n).toBeGreaterThan(0);
  });
});
