import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessTypeCodes } from '@wbn/contracts';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../src/client.ts';
import { createTestDatabase } from '../src/testing.ts';
import {
  demoOperators,
  demoPasswordHash,
  demoRasterSize,
  demoSizes,
  loadDemoDirectory,
  localShowcases,
  newsfeedShift,
  type DemoImage,
  type DemoImageStore,
  type DemoLoadResult,
} from '@wbn/db/demo';

// The demo directory loaded into a fresh database, at its real default size. Pictures go to a
// store that keeps what it was given instead of rasterising (sharp belongs to the API; the start
// script supplies the real store).

const imageKey = /^images\/[a-z-]{2,32}\/[A-Za-z0-9_-]{16,64}\.webp$/;

function recordingStore() {
  const stored = new Map<string, DemoImage>();
  const store: DemoImageStore = {
    async put(image) {
      if (stored.has(image.key)) throw new Error(`stored twice: ${image.key}`);
      stored.set(image.key, image);
    },
  };
  return { store, stored };
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function one<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(db, query))[0]!;
}

/** A digest of every loaded table, row by row in key order: equal digests mean equal contents. */
async function digest(db: Database): Promise<Record<string, string>> {
  const tables: [string, string][] = [
    ['auth_accounts', 'id'],
    ['users', 'user_id'],
    ['businesses', 'business_id'],
    ['business_categories', 'business_id, category_id'],
    ['business_members', 'business_id, user_id'],
    ['business_certificates', 'certificate_id'],
    ['products', 'product_id'],
    ['reactions', 'id'],
    ['follows', 'id'],
    ['posts', 'post_id'],
    ['comments', 'comment_id'],
    ['inquiry_requests', 'request_id'],
    ['inquiry_messages', 'message_id'],
    ['notifications', 'notification_id'],
    ['buying_requests', 'request_id'],
    ['buying_request_invitations', 'request_id, business_id'],
    ['buying_request_quotes', 'quote_id'],
    ['business_reviews', 'review_id'],
    ['verification_checks', 'check_id'],
    ['verification_documents', 'document_id'],
  ];
  const out: Record<string, string> = {};
  for (const [table, key] of tables) {
    const r = await one<{ md5: string; n: string }>(
      db,
      sql.raw(
        `select md5(string_agg(x::text, '|' order by ${key})) as md5, count(*)::text as n from ${table} x`,
      ),
    );
    out[table] = `${r.n}:${r.md5}`;
  }
  return out;
}

const DAY = 86_400_000;
/** The day the demo is loaded on, fixed so that two loads compare equal. */
const today = Date.UTC(2026, 10, 25, 15, 30);

describe("the newsfeed's dates", () => {
  it('move by whole days up to the clock, never back before the reference day', () => {
    const reference = Date.UTC(2026, 0, 1);
    const now = Date.now();
    expect(reference + newsfeedShift(now)).toBeLessThanOrEqual(now);
    expect(reference + newsfeedShift(now)).toBeGreaterThan(now - DAY);
    expect(newsfeedShift(reference - 5 * DAY)).toBe(0);
    expect(newsfeedShift(today)).toBe(328 * DAY);
  });
});

describe('the demo directory', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let result: DemoLoadResult;
  const { store, stored } = recordingStore();

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    result = await loadDemoDirectory(db, { images: store, today });
    // The loader's time at its real size (pictures stored without rasterising): the rows' share
    // of the first start.
    console.info(
      `Demo load: ${(result.ms / 1000).toFixed(2)} s for ${result.users} users, ${result.businesses} businesses, ` +
        `${result.products} products, ${result.posts} posts, ${result.comments} comments, ` +
        `${result.reactions} likes, ${result.follows} follows, ${result.inquiries} threads, ` +
        `${result.messages} messages, ${result.notifications} notifications, ` +
        `${result.buyingRequests} buying requests, ${result.quotes} quotes`,
    );
  }, 120_000);
  afterAll(() => handle?.close());

  it('loads at least 300 businesses across all industries, business types and 20 countries', async () => {
    expect(result.loaded).toBe(true);
    const b = await one<{ n: number; industries: number; types: string[]; countries: number }>(
      db,
      sql`select count(*)::int as n, count(distinct industry_id)::int as industries,
                 array_agg(distinct business_type_code) as types, count(distinct country_code)::int as countries
          from businesses`,
    );
    expect(b.n).toBeGreaterThanOrEqual(300);
    expect(b.n).toBe(result.businesses);
    expect(b.industries).toBe(15);
    expect([...b.types].sort()).toEqual([...businessTypeCodes].sort());
    expect(b.countries).toBeGreaterThanOrEqual(20);
  });

  it('fills every business: owner, categories, sections, logo and cover; certificates on many', async () => {
    const r = await one<Record<string, number>>(
      db,
      sql`select
            count(*) filter (where not exists (select 1 from business_members m
              where m.business_id = b.business_id and m.user_id = b.owner_id and m.role = 'owner'))::int as no_owner,
            count(*) filter (where not exists (select 1 from business_categories c where c.business_id = b.business_id))::int as no_category,
            count(*) filter (where b.contact_info = '{}' or b.trade_capabilities = '{}' or b.business_terms = '{}'
              or b.figures = '{}' or b.general_description is null)::int as empty_section,
            count(*) filter (where b.factory <> '{}')::int as with_factory,
            count(*) filter (where b.logo_url is null or b.cover_url is null)::int as no_picture,
            count(*) filter (where b.subscription is not null)::int as paid,
            count(*) filter (where b.verified)::int as verified,
            (select count(distinct business_id) from business_certificates)::int as certified
          from businesses b`,
    );
    expect(r.no_owner).toBe(0);
    expect(r.no_category).toBe(0);
    expect(r.empty_section).toBe(0);
    expect(r.no_picture).toBe(0);
    expect(r.with_factory).toBeGreaterThan(100);
    expect(r.paid).toBeGreaterThan(30);
    expect(r.verified).toBeGreaterThan(30);
    expect(r.certified).toBeGreaterThan(100);
  });

  it('loads at least 1,500 products, each with specs and a main image', async () => {
    const p = await one<Record<string, number>>(
      db,
      sql`select count(*)::int as n,
                 count(*) filter (where jsonb_array_length(specs) = 0)::int as no_specs,
                 count(*) filter (where main_image_url is null)::int as no_image,
                 count(*) filter (where jsonb_array_length(images) > 0)::int as more_images,
                 count(distinct business_id)::int as businesses
          from products`,
    );
    expect(p.n).toBeGreaterThanOrEqual(1500);
    expect(p.n).toBe(result.products);
    expect(p.no_specs).toBe(0);
    expect(p.no_image).toBe(0);
    expect(p.more_images).toBeGreaterThan(500);
    // Agencies, investors and consultancies outside Business Services list none (about 1 in 10).
    expect(p.businesses).toBeGreaterThan(240);
  });

  it('loads at least 200 users with profiles and sign-in accounts; owners name their company', async () => {
    const u = await one<Record<string, number>>(
      db,
      sql`select count(*)::int as n,
                 count(*) filter (where a.id is null or a.email <> u.email)::int as no_account,
                 count(*) filter (where u.country_code is null or u.job_position_id is null
                   or u.brief_presentation is null or u.profession is null)::int as thin,
                 count(*) filter (where u.profile_photo_url is not null)::int as with_photo,
                 count(*) filter (where exists (select 1 from businesses b where b.owner_id = u.user_id)
                   and u.company_name not in (select company_name from businesses b where b.owner_id = u.user_id))::int as owner_mismatch
          from users u left join auth_accounts a on a.id = u.user_id`,
    );
    expect(u.n).toBeGreaterThanOrEqual(200);
    expect(u.no_account).toBe(0);
    expect(u.thin).toBe(0);
    expect(u.with_photo).toBeGreaterThan(100);
    expect(u.owner_mismatch).toBe(0);
    const hashes = await rows<{ password_hash: string }>(
      db,
      sql`select distinct password_hash from auth_accounts`,
    );
    expect(hashes.map((h) => h.password_hash)).toEqual([expect.stringMatching(/^\$argon2id\$/)]);
  });

  it('adds likes with a skew: most items have few, some many', async () => {
    const l = await one<{ n: number; top: number; median: number }>(
      db,
      sql`select count(*)::int as n, max(c)::int as top,
                 percentile_disc(0.5) within group (order by c)::int as median
          from (select resource_id, count(*) as c from reactions group by resource_id) x`,
    );
    expect(l.n).toBeGreaterThan(100);
    expect(l.top).toBeGreaterThan(l.median * 5);
  });

  it('loads at least 2,000 posts, 5,000 comments and replies, likes of posts and comments, and follows', async () => {
    const n = await one<Record<string, number>>(
      db,
      sql`select (select count(*) from posts)::int as posts,
                 (select count(*) from posts where business_id is not null)::int as business_posts,
                 (select count(*) from posts where picture_url is not null)::int as pictured,
                 (select count(*) from comments)::int as comments,
                 (select count(*) from comments where resource_type = 'comment')::int as replies,
                 (select count(distinct resource_id) from comments where resource_type = 'product')::int as products_asked,
                 (select count(*) from reactions where resource_type = 'post')::int as post_likes,
                 (select count(*) from reactions where resource_type = 'comment')::int as comment_likes,
                 (select count(*) from follows)::int as follows`,
    );
    expect(n.posts).toBeGreaterThanOrEqual(2000);
    expect(n.posts).toBe(result.posts);
    expect(n.business_posts).toBeGreaterThan(1000);
    expect(n.pictured).toBeGreaterThan(200);
    expect(n.comments).toBeGreaterThanOrEqual(5000);
    expect(n.comments).toBe(result.comments);
    expect(n.replies).toBeGreaterThan(1000);
    expect(n.products_asked).toBeGreaterThan(300);
    expect(n.post_likes).toBeGreaterThan(2000);
    expect(n.comment_likes).toBeGreaterThan(1000);
    expect(n.follows).toBe(result.follows);
  });

  it('keeps the post, comment and like rules: timelines, owners, one-level replies, no self-likes', async () => {
    const r = await one<Record<string, number>>(
      db,
      sql`select
            (select count(*) from posts where timeline_type = 'user'
               and (business_id is not null or timeline_id <> author_user_id))::int as bad_user_posts,
            (select count(*) from posts where timeline_type = 'business'
               and (business_id is null or timeline_id <> business_id))::int as bad_business_posts,
            (select count(*) from posts p where p.business_id is not null and not exists (
               select 1 from business_members m where m.business_id = p.business_id
                  and m.user_id = p.author_user_id and m.role in ('owner', 'admin')))::int as unmanaged_posts,
            (select count(*) from comments c where c.business_id is not null and not exists (
               select 1 from business_members m where m.business_id = c.business_id
                  and m.user_id = c.author_user_id and m.role in ('owner', 'admin')))::int as unmanaged_comments,
            (select count(*) from comments r left join comments t on t.comment_id = r.resource_id
               where r.resource_type = 'comment' and (t.comment_id is null or t.resource_type = 'comment'))::int as bad_replies,
            (select count(*) from comments r join comments t on t.comment_id = r.resource_id
               where r.resource_type = 'comment' and r.created_at <= t.created_at)::int as early_replies,
            (select count(*) from comments c where c.resource_type = 'post'
               and not exists (select 1 from posts p where p.post_id = c.resource_id and p.created_at < c.created_at))::int as orphan_post_comments,
            (select count(*) from comments c where c.resource_type = 'product'
               and not exists (select 1 from products p where p.product_id = c.resource_id and p.created_at < c.created_at))::int as orphan_product_comments,
            (select count(*) from reactions r where r.resource_type = 'post'
               and not exists (select 1 from posts p where p.post_id = r.resource_id))::int as orphan_post_likes,
            (select count(*) from reactions r where r.resource_type = 'comment'
               and not exists (select 1 from comments c where c.comment_id = r.resource_id))::int as orphan_comment_likes,
            (select count(*) from reactions r join posts p on p.post_id = r.resource_id
               where r.business_id = p.business_id)::int as business_likes_own_post,
            (select count(*) from reactions r join comments c on c.comment_id = r.resource_id
               where r.business_id = c.business_id)::int as business_likes_own_comment,
            (select count(*) from reactions r where r.business_id is not null and not exists (
               select 1 from business_members m where m.business_id = r.business_id and m.user_id = r.user_id
                  and m.role in ('owner', 'admin')))::int as unmanaged_likes,
            (select count(*) from follows f where f.business_id is null and exists (
               select 1 from business_members m where m.business_id = f.followed_business_id
                  and m.user_id = f.user_id))::int as follows_own`,
    );
    expect(r).toEqual({
      bad_user_posts: 0,
      bad_business_posts: 0,
      unmanaged_posts: 0,
      unmanaged_comments: 0,
      bad_replies: 0,
      early_replies: 0,
      orphan_post_comments: 0,
      orphan_product_comments: 0,
      orphan_post_likes: 0,
      orphan_comment_likes: 0,
      business_likes_own_post: 0,
      business_likes_own_comment: 0,
      unmanaged_likes: 0,
      follows_own: 0,
    });
  });

  it('dates posts, comments, likes and follows in the half year before the day it is loaded', async () => {
    const d = await one<Record<string, string>>(
      db,
      sql`select
            (select min(created_at) from posts)::text as first_post,
            greatest((select max(created_at) from posts), (select max(created_at) from comments),
              (select max(created_at) from reactions where resource_type in ('post', 'comment')),
              (select max(created_at) from follows))::text as last,
            (select count(distinct date_trunc('month', created_at)) from posts)::text as months`,
    );
    expect(Date.parse(d.first_post!)).toBeGreaterThanOrEqual(today - 184 * DAY);
    expect(Date.parse(d.last!)).toBeLessThanOrEqual(today);
    expect(Date.parse(d.last!)).toBeGreaterThan(today - 2 * DAY);
    expect(Number(d.months)).toBeGreaterThanOrEqual(6);
    // "---", doubled punctuation, a space before punctuation (French typography's no-break space
    // before "; : ! ?" is no defect), double spaces, untrimmed text.
    const defects = String.raw`---|[,;:][,;:.]|(^|[^.])\.\.([^.]|$)|[ \t\n][,.;:!?](?!\d)|  |^\s|\s$`;
    const text = await one<{ bad: number }>(
      db,
      sql`select count(*)::int as bad from (select content from posts union all select content from comments) x
          where content ~ ${defects}`,
    );
    expect(text.bad).toBe(0);
  });

  it("gives the README's demo account a full newsfeed, and every demo user one", async () => {
    // The newsfeed as posts.repository.ts reads it: the viewer's own timeline, the businesses they
    // follow as themselves and those they belong to, newest first, a page of each before merging.
    const feed = (email: string, size: number, cursor?: { at: string; id: string }) =>
      rows<{ post_id: string; at: string }>(
        db,
        sql`with viewer as (select user_id from users where email = ${email}),
            timelines as (
              select 'user'::text as type, v.user_id as id from viewer v
              union select 'business', f.followed_business_id from follows f, viewer v
                     where f.user_id = v.user_id and f.business_id is null
              union select 'business', m.business_id from business_members m, viewer v where m.user_id = v.user_id
            )
            select newest.post_id, newest.created_at::text as at from timelines tl cross join lateral (
              select x.post_id, x.created_at from posts x
               where x.timeline_type = tl.type and x.timeline_id = tl.id and x.deleted_at is null
                 ${cursor ? sql`and (x.created_at, x.post_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
               order by x.created_at desc, x.post_id desc limit ${size}) newest
            order by newest.created_at desc, newest.post_id desc limit ${size}`,
      );
    const email = 'michael.smith@example.net';
    const first = await feed(email, 20);
    expect(first).toHaveLength(20);
    const last = first[first.length - 1]!;
    const second = await feed(email, 20, { at: last.at, id: last.post_id });
    expect(second).toHaveLength(20);
    expect(new Set([...first, ...second].map((p) => p.post_id)).size).toBe(40);
    const all = await feed(email, 1000);
    expect(all.length).toBeGreaterThanOrEqual(200);

    const least = await one<{ n: number }>(
      db,
      sql`select min(n)::int as n from (
            select u.user_id, (select count(*) from posts p where p.deleted_at is null and (
                (p.timeline_type = 'user' and p.timeline_id = u.user_id)
                or (p.timeline_type = 'business' and p.timeline_id in (
                  select f.followed_business_id from follows f where f.user_id = u.user_id and f.business_id is null
                  union select m.business_id from business_members m where m.user_id = u.user_id)))) as n
            from users u
           -- The demo's operators (operators.ts) are the network's staff, not members with a feed.
           where u.user_id not in (select account_id from operator_roles)) x`,
    );
    expect(least.n).toBeGreaterThanOrEqual(20);
  });

  it('stores every picture the rows point to, once, under upload-shaped keys', async () => {
    const urls = await rows<{ url: string }>(
      db,
      sql`select logo_url as url from businesses union select cover_url from businesses
          union select main_image_url from products
          union select jsonb_array_elements(images)->>'url' from products
          union select profile_photo_url from users where profile_photo_url is not null
          union select cover_photo_url from users where cover_photo_url is not null
          union select picture_url from posts where picture_url is not null
          union select url from verification_documents`,
    );
    const keys = new Set(urls.map((r) => r.url.replace(/^\/files\//, '')));
    expect([...stored.keys()].sort()).toEqual([...keys].sort());
    for (const [key, image] of stored) {
      expect(key).toMatch(imageKey);
      expect(image.url).toBe(`/files/${key}`);
      expect(image.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    // Reused pictures keep the first start short: fewer pictures than businesses + products.
    expect(stored.size).toBeLessThan(result.businesses * 2 + result.products);
    const cover = [...stored.values()].find((i) => i.purpose === 'coverPhoto')!;
    expect(demoRasterSize(cover)).toMatchObject({ width: 1600, height: 400, density: 96 });
  });

  it('gives every paid business its current paid year and the checkout that paid for it', async () => {
    const r = await one<Record<string, number>>(
      db,
      sql`select count(*) filter (where subscription in ('gold', 'premium', 'platinum'))::int as paid,
                 count(*) filter (where subscription_renews_at > ${new Date(today)}::timestamptz
                   and subscription_renews_at <= ${new Date(today + 366 * DAY)}::timestamptz)::int as current,
                 (select count(*)::int from payments p join businesses b using (business_id)
                   where p.status = 'succeeded' and p.subscription = b.subscription
                     and p.period_end = b.subscription_renews_at) as paid_for
            from businesses`,
    );
    expect(r.paid).toBeGreaterThan(10);
    expect(r).toEqual({ paid: r.paid, current: r.paid, paid_for: r.paid });
  });

  it("runs paid businesses' boosts of their own products and posts on the day it is loaded, with counts", async () => {
    const r = await one<Record<string, number>>(
      db,
      sql`select count(*)::int as boosts,
                 count(*) filter (where x.starts_at <= ${new Date(today)}::timestamptz
                   and x.ends_at > ${new Date(today)}::timestamptz)::int as running,
                 count(*) filter (where x.target_type = 'product')::int as products,
                 count(*) filter (where b.subscription is not null and x.industry_id = b.industry_id
                   and (exists (select 1 from products p where p.product_id = x.target_id and p.business_id = x.business_id)
                     or exists (select 1 from posts p where p.post_id = x.target_id and p.business_id = x.business_id)))::int as own,
                 (select count(*)::int from boost_stats where impressions > 0) as counted
            from boosts x join businesses b using (business_id)`,
    );
    expect(r.boosts).toBeGreaterThan(10);
    expect(r.products).toBeGreaterThan(5);
    expect(r).toMatchObject({ running: r.boosts, own: r.boosts, counted: r.boosts! * 2 });
  });

  it('posts buying requests on the board and quotes in several currencies, some awarded', async () => {
    const at = new Date(today);
    const r = await one<Record<string, number>>(
      db,
      sql`select
            count(*) filter (where status = 'open' and visibility = 'open' and deadline > ${at}::timestamptz)::int as board,
            count(*) filter (where status = 'open' and visibility = 'invited' and deadline > ${at}::timestamptz)::int as invited,
            count(*) filter (where status = 'open' and deadline <= ${at}::timestamptz)::int as closed,
            count(*) filter (where status = 'awarded')::int as awarded,
            count(*) filter (where status = 'cancelled')::int as cancelled,
            count(*) filter (where status = 'draft')::int as drafts,
            count(*) filter (where status <> 'draft' and published_at > ${at}::timestamptz)::int as published_later,
            count(*) filter (where deadline > ${at}::timestamptz + interval '60 days')::int as too_far,
            (select count(distinct currency)::int from buying_request_quotes) as currencies,
            (select count(*)::int from buying_request_quotes) as quotes
          from buying_requests`,
    );
    expect(r.board).toBeGreaterThanOrEqual(20);
    expect(r.invited).toBeGreaterThanOrEqual(3);
    expect(r.awarded).toBeGreaterThanOrEqual(3);
    expect(r.closed! + r.cancelled! + r.drafts!).toBeGreaterThanOrEqual(5);
    expect(r.currencies).toBeGreaterThanOrEqual(8);
    expect(r.quotes).toBeGreaterThanOrEqual(100);
    expect(r).toMatchObject({ published_later: 0, too_far: 0 });
    const currencies = await rows<{ currency: string }>(
      db,
      sql`select distinct currency from buying_request_quotes`,
    );
    expect(currencies.map((c) => c.currency)).toEqual(
      expect.arrayContaining(['USD', 'EUR', 'MXN', 'BRL', 'CNY']),
    );

    // The API's rules hold in the rows: no quote by the buyer or its owner's businesses, invited
    // requests quoted by invited businesses only, at most 10 active quotes, one award per awarded
    // request and none elsewhere, quotes before the deadline and the decision, within each
    // supplier's monthly allowance (standard 5).
    const broken = await one<Record<string, number>>(
      db,
      sql`select
            (select count(*)::int from buying_request_quotes q join buying_requests b using (request_id)
              join business_members bo on bo.business_id = b.buyer_business_id and bo.role = 'owner'
              join business_members so on so.business_id = q.business_id and so.role = 'owner'
             where so.user_id = bo.user_id) as own,
            (select count(*)::int from buying_request_quotes q join buying_requests b using (request_id)
             where b.visibility = 'invited' and not exists (select 1 from buying_request_invitations i
               where i.request_id = q.request_id and i.business_id = q.business_id)) as uninvited,
            (select count(*)::int from (select request_id from buying_request_quotes where status <> 'withdrawn'
               group by request_id having count(*) > 10) x) as over_cap,
            (select count(*)::int from buying_requests b where (b.status = 'awarded') <>
               ((select count(*) from buying_request_quotes q where q.request_id = b.request_id and q.status = 'awarded') = 1)) as awards,
            (select count(*)::int from buying_request_quotes q join buying_requests b using (request_id)
             where q.created_at < b.published_at or q.created_at > b.deadline or q.updated_at < q.created_at
                or q.created_at > coalesce(b.awarded_at, b.cancelled_at, ${at}::timestamptz) or q.valid_until < b.deadline::date
                or q.author_user_id not in (select user_id from business_members m where m.business_id = q.business_id)) as dates,
            (select count(*)::int from (select q.business_id from buying_request_quotes q
               where q.created_at >= date_trunc('month', ${at}::timestamptz at time zone 'UTC') at time zone 'UTC'
               group by q.business_id having count(*) > 5) x) as over_allowance`,
    );
    expect(broken).toEqual({ own: 0, uninvited: 0, over_cap: 0, awards: 0, dates: 0, over_allowance: 0 });

    // The README's account: a comparison in several currencies, an award, an invitation it answered.
    const showcase = await one<Record<string, number>>(
      db,
      sql`with mine as (select m.business_id from business_members m join users u using (user_id)
                         where u.email = 'michael.smith@example.net')
          select
            (select max(n)::int from (select count(distinct q.currency) as n from buying_requests b
               join buying_request_quotes q using (request_id)
              where b.buyer_business_id in (select business_id from mine) and b.status = 'open'
                and b.deadline > ${at}::timestamptz and q.status = 'active' group by b.request_id) x) as currencies,
            (select count(*)::int from buying_requests where status = 'awarded'
              and buyer_business_id in (select business_id from mine)) as awarded,
            (select count(*)::int from buying_request_invitations i join buying_request_quotes q
               on q.request_id = i.request_id and q.business_id = i.business_id
              where i.business_id in (select business_id from mine)) as answered`,
    );
    // Reviews of awarded suppliers: by the buyer's owner for the buyer, on the winning quote, after
    // the award; counted on the supplier's reputation row. The README's award is left to review.
    const reviews = await one<Record<string, number>>(
      db,
      sql`select
            (select count(*)::int from business_reviews) as reviews,
            (select count(*)::int from business_reviews v where v.answer is not null) as answered,
            (select count(*)::int from business_reviews v join buying_request_quotes q using (quote_id)
               join buying_requests b using (request_id)
              where q.status <> 'awarded' or v.business_id <> q.business_id or v.author_business_id <> b.buyer_business_id
                 or v.created_at < b.awarded_at or v.created_at > ${at}::timestamptz
                 or v.answered_at < v.created_at or v.answered_at > ${at}::timestamptz
                 or v.author_user_id not in (select m.user_id from business_members m where m.business_id = b.buyer_business_id)) as broken,
            (select count(*)::int from (select v.business_id, count(*) as n, sum(v.rating) as s from business_reviews v group by 1) x
               left join business_reputation r using (business_id)
              where r.review_count is distinct from x.n or r.rating_sum is distinct from x.s) as uncounted,
            (select count(*)::int from business_reviews v join business_members m on m.business_id = v.author_business_id
               join users u using (user_id) where u.email = 'michael.smith@example.net') as showcase`,
    );
    expect(reviews.reviews).toBeGreaterThanOrEqual(2);
    expect(reviews.answered).toBeGreaterThanOrEqual(1);
    expect(reviews).toMatchObject({ broken: 0, uncounted: 0, showcase: 0 });

    expect(showcase.currencies).toBeGreaterThanOrEqual(3);
    expect(showcase.awarded).toBeGreaterThanOrEqual(1);
    expect(showcase.answered).toBeGreaterThanOrEqual(1);

    const defects = String.raw`---|[,;:][,;:.]|(^|[^.])\.\.([^.]|$)|\s[,.;:!?](?!\d)|  |^\s|\s$|\{\w+\}`;
    const text = await one<{ bad: number }>(
      db,
      sql`select count(*)::int as bad from (
            select title as t from buying_requests union all select description from buying_requests
            union all select notes from buying_request_quotes where notes is not null) x where t ~ ${defects}`,
    );
    expect(text.bad).toBe(0);
  });

  it('adds the local showcase in the portal languages, each row with its language, beside the generated directory', async () => {
    const counts = await rows<Record<string, number | string>>(
      db,
      sql`select l.language,
                 (select count(*) from businesses b where b.language = l.language)::int as businesses,
                 (select count(*) from products p where p.language = l.language)::int as products,
                 (select count(*) from posts p where p.language = l.language)::int as posts,
                 (select count(*) from inquiry_messages m where m.language = l.language)::int as messages,
                 (select count(distinct m.request_id) from inquiry_messages m where m.language = l.language)::int as threads,
                 (select count(*) from users u where u.preferred_language_code = l.language
                    and u.email like '%.example.com' and u.email not like '%@example.com')::int as people
            from (select distinct language from businesses where language is not null) l order by l.language`,
    );
    const expected = localShowcases
      .map((s) => ({
        language: s.language,
        businesses: s.businesses.length,
        products: s.businesses.reduce((n, b) => n + b.products.length, 0),
        posts: s.businesses.reduce((n, b) => n + b.posts.length, 0),
        messages: s.threads.reduce((n, x) => n + x.messages.length, 0),
        threads: s.threads.length,
        people: s.people.length,
      }))
      .sort((a, b) => a.language.localeCompare(b.language));
    expect(counts).toEqual(expected);
    const sum = (key: 'businesses' | 'people') => expected.reduce((n, x) => n + x[key], 0);
    expect(result.businesses).toBe(demoSizes.businesses + sum('businesses'));
    expect(result.users).toBe(demoSizes.users + sum('people'));
  });

  it('has a moderator and an administrator, their grants in the trail, and open reports to review', async () => {
    const ops = await rows<{ email: string; role: string; password_hash: string; granted: number }>(
      db,
      sql`select a.email, r.role, a.password_hash,
                 (select count(*)::int from moderation_trail t
                   where t.subject_account_id = a.id and t.action = 'grant-role') as granted
            from operator_roles r join auth_accounts a on a.id = r.account_id
            join users u on u.user_id = a.id order by a.email`,
    );
    expect(ops.map((o) => [o.email, o.role, o.granted])).toEqual(
      demoOperators.map((o) => [o.email, o.role, 1]).sort(),
    );
    expect(ops[0]!.password_hash).toBe(demoPasswordHash);
    const reports = await rows<{ item_type: string; n: number }>(
      db,
      sql`select item_type, count(*)::int as n from moderation_reports where status = 'open'
           group by item_type order by item_type`,
    );
    expect(reports).toEqual([
      { item_type: 'business', n: 1 },
      { item_type: 'comment', n: 1 },
      { item_type: 'post', n: 2 },
      { item_type: 'product', n: 1 },
    ]);
  });

  it('verifies the verified businesses with dated checks, and leaves evidence waiting for review', async () => {
    const badges = await rows<{
      verified: boolean;
      month: string | null;
      holding: number;
      latest: string | null;
    }>(
      db,
      sql`select b.verified, b.verification->>'month' as month,
                 (select count(*)::int from verification_checks c
                   where c.business_id = b.business_id and c.status = 'approved' and c.expires_at > ${new Date(today)}) as holding,
                 (select to_char(max(c.approved_at) at time zone 'UTC', 'YYYY-MM') from verification_checks c
                   where c.business_id = b.business_id and c.status = 'approved') as latest
            from businesses b`,
    );
    const verified = badges.filter((b) => b.verified);
    expect(verified.length).toBeGreaterThan(20);
    // The live state: verified exactly while a check holds, the badge's month the latest approval.
    for (const b of badges) {
      expect(b.verified).toBe(b.holding > 0);
      expect(b.month).toBe(b.verified ? b.latest : null);
    }
    const waiting = await rows<{ business_id: string; checks: number; documents: number }>(
      db,
      sql`select c.business_id, count(distinct c.check_id)::int as checks, count(d.document_id)::int as documents
            from verification_checks c left join verification_documents d on d.check_id = c.check_id
           where c.status = 'pending' group by c.business_id`,
    );
    expect(waiting).toHaveLength(3);
    for (const w of waiting) expect(w.documents).toBe(w.checks);
  });

  it('does nothing when the directory already has businesses', async () => {
    const before = await digest(db);
    const again = await loadDemoDirectory(db, { images: store, today });
    expect(again.loaded).toBe(false);
    expect(await digest(db)).toEqual(before);
  });

  it('gives the same rows on another database (deterministic)', async () => {
    const other = await createTestDatabase();
    try {
      const second = recordingStore();
      await loadDemoDirectory(other.db, { images: second.store, today });
      expect(await digest(other.db)).toEqual(await digest(db));
      expect([...second.stored.keys()]).toEqual([...stored.keys()]);
    } finally {
      await other.close();
    }
  }, 120_000);
});
