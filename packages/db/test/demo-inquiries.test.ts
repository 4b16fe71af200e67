import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inquirySubjects } from '@wbn/contracts';
import type { Database, DatabaseHandle } from '../src/client.ts';
import { createTestDatabase } from '../src/testing.ts';
import {
  generateDemoDirectory,
  generateInquiries,
  generateNotifications,
  generateSocial,
  loadDemoDirectory,
  type DemoLoadResult,
} from '@wbn/db/demo';
import { quantityOf } from '../src/demo/generate/inquiries.ts';
import { cutWords } from '../src/demo/generate/text.ts';

// The demo's message center and bell (inquiry threads, their messages, notifications), loaded
// into a fresh database the way the API reads them: parties that may write to each other, unread
// counters and read marks that agree with the messages, closed threads with who closed them, and
// notifications that point at threads, posts, products and profiles that exist. The README's
// account must find unread threads and notifications on first sign-in.

const SEED = 'wbn-demo';
const DAY = 86_400_000;
/** The day the demo is loaded on (as in demo-load.test.ts). */
const today = Date.UTC(2026, 10, 25, 15, 30);
const showcase = 'michael.smith@example.net';

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function one<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(db, query))[0]!;
}

describe('the demo threads and notifications, generated', () => {
  const directory = generateDemoDirectory(SEED);
  const inquiries = generateInquiries(SEED, directory);

  it('are deterministic', () => {
    expect(generateInquiries(SEED, directory)).toEqual(inquiries);
    const social = generateSocial(SEED, directory);
    const once = generateNotifications(SEED, { ...directory, social, inquiries });
    expect(generateNotifications(SEED, { ...directory, social, inquiries })).toEqual(once);
  });

  it('fill every placeholder and keep the limits', () => {
    for (const t of inquiries) {
      expect(t.subject.length).toBeGreaterThan(0);
      expect(t.subject.length).toBeLessThanOrEqual(150);
      expect(t.subject).not.toMatch(/[{}]|undefined|NaN/);
      expect(t.messages.length).toBeGreaterThanOrEqual(2);
      expect(t.messages.length).toBeLessThanOrEqual(8);
      for (const m of t.messages) {
        expect(m.content.length).toBeLessThanOrEqual(2000);
        expect(m.content).not.toMatch(/[{}]|undefined|NaN|\bnull\b/);
      }
    }
  });

  it('reads quantities and cuts subjects as people write them', () => {
    expect(quantityOf('20,000 pieces')).toEqual({ count: 20000, unit: 'piece' });
    expect(quantityOf('two containers')).toEqual({ count: 2, unit: 'container' });
    expect(quantityOf('500 boxes')).toEqual({ count: 500, unit: 'box' });
    expect(quantityOf('5,000 square metres')).toEqual({ count: 5000, unit: 'square metre' });
    expect(quantityOf('ten shipments a month')).toEqual({ count: 10, unit: 'shipment' });
    expect(quantityOf('a pilot project')).toEqual({ count: 1, unit: 'project' });
    expect(cutWords('Short enough.', 80)).toBe('Short enough.');
    const cut = cutWords('word '.repeat(40), 80);
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(cut).toMatch(/^word( word)+…$/);
  });
});

describe('the demo message center, loaded', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let result: DemoLoadResult;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    // Pictures are handed to a store that drops them: the rows keep their URLs.
    result = await loadDemoDirectory(db, { images: { async put() {} }, today });
    console.info(
      `Demo message center: ${result.inquiries} threads, ${result.messages} messages, ` +
        `${result.notifications} notifications (load ${(result.ms / 1000).toFixed(2)} s)`,
    );
  }, 120_000);
  afterAll(() => handle?.close());

  it('has hundreds of threads of 2 to 8 messages, about a quarter closed, mostly on the form’s subjects', async () => {
    type Counts =
      'threads' | 'messages' | 'notifications' | 'closed' | 'as_business' | 'listed' | 'fewest' | 'most';
    const r = await one<Record<Counts, number>>(
      db,
      sql`select (select count(*) from inquiry_requests)::int as threads,
                 (select count(*) from inquiry_messages)::int as messages,
                 (select count(*) from notifications)::int as notifications,
                 (select count(*) from inquiry_requests where status = 'closed')::int as closed,
                 (select count(*) from inquiry_requests where from_business_id is not null)::int as as_business,
                 (select count(*) from inquiry_requests where subject in (${sql.join(
                   inquirySubjects.map((x) => sql`${x}`),
                   sql`, `,
                 )}))::int as listed,
                 (select min(n) from (select count(*) as n from inquiry_messages group by request_id) x)::int as fewest,
                 (select max(n) from (select count(*) as n from inquiry_messages group by request_id) x)::int as most`,
    );
    expect(r.threads).toBe(result.inquiries);
    expect(r.messages).toBe(result.messages);
    expect(r.notifications).toBe(result.notifications);
    expect(r.threads).toBeGreaterThan(400);
    expect(r.messages).toBeGreaterThan(r.threads * 3);
    expect(r.notifications).toBeGreaterThan(2000);
    expect(r.closed / r.threads).toBeGreaterThan(0.15);
    expect(r.closed / r.threads).toBeLessThan(0.35);
    expect(r.as_business).toBeGreaterThan(100);
    expect(r.threads - r.as_business).toBeGreaterThan(100);
    expect(r.listed / r.threads).toBeGreaterThan(0.7);
    expect(r.listed).toBeLessThan(r.threads);
    expect(r.fewest).toBe(2);
    expect(r.most).toBe(8);
  });

  it('lets only the right people write: senders in the business they send as, never to their own', async () => {
    const member = (business: string, user: string) =>
      sql.raw(`exists (select 1 from business_members bm where bm.business_id = ${business}
        and bm.user_id = ${user} and bm.role in ('owner', 'admin', 'member'))`);
    const r = await one<Record<string, number>>(
      db,
      sql`select
            (select count(*) from inquiry_requests r where r.from_business_id is not null
               and not ${member('r.from_business_id', 'r.from_user_id')})::int as sender_outside,
            (select count(*) from inquiry_requests r where ${member('r.to_business_id', 'r.from_user_id')})::int as to_own,
            (select count(*) from inquiry_requests r where r.to_business_id = r.from_business_id)::int as to_self,
            (select count(*) from inquiry_messages m join inquiry_requests r using (request_id)
               where m.side = 'S' and m.author_user_id is distinct from r.from_user_id
                 and not (r.from_business_id is not null and ${member('r.from_business_id', 'm.author_user_id')}))::int as bad_s,
            (select count(*) from inquiry_messages m join inquiry_requests r using (request_id)
               where m.side = 'R' and not ${member('r.to_business_id', 'm.author_user_id')})::int as bad_r,
            (select count(*) from inquiry_requests r where (select side from inquiry_messages m
               where m.request_id = r.request_id order by seq limit 1) <> 'S')::int as first_not_s,
            (select count(*) from (select created_at <= lag(created_at) over (partition by request_id order by seq) as back
               from inquiry_messages) x where back)::int as out_of_order,
            (select count(*) from inquiry_requests r where r.created_at > (select min(created_at)
               from inquiry_messages m where m.request_id = r.request_id))::int as created_late,
            (select count(*) from inquiry_messages where length(content) not between 1 and 2000
               or attachments <> '[]'::jsonb)::int as bad_content`,
    );
    expect(r).toEqual({
      sender_outside: 0,
      to_own: 0,
      to_self: 0,
      bad_s: 0,
      bad_r: 0,
      first_not_s: 0,
      out_of_order: 0,
      created_late: 0,
      bad_content: 0,
    });
  });

  it('keeps each thread’s counters and read marks consistent with its messages', async () => {
    const r = await one<Record<string, number>>(
      db,
      sql`with last as (
            select distinct on (request_id) request_id, created_at, content from inquiry_messages
             order by request_id, seq desc
          )
          select
            count(*) filter (where r.last_message_at <> l.created_at or r.last_message <> left(l.content, 140))::int as bad_last,
            count(*) filter (where r.unread_by_sender <> (select count(*) from inquiry_messages m
               where m.request_id = r.request_id and m.side = 'R' and m.seq > r.sender_read_seq))::int as bad_unread_s,
            count(*) filter (where r.unread_by_receiver <> (select count(*) from inquiry_messages m
               where m.request_id = r.request_id and m.side = 'S' and m.seq > r.receiver_read_seq))::int as bad_unread_r,
            count(*) filter (where r.sender_read_seq <> 0 and not exists (select 1 from inquiry_messages m
               where m.request_id = r.request_id and m.seq = r.sender_read_seq))::int as stray_s_mark,
            count(*) filter (where r.receiver_read_seq <> 0 and not exists (select 1 from inquiry_messages m
               where m.request_id = r.request_id and m.seq = r.receiver_read_seq))::int as stray_r_mark,
            count(*) filter (where r.sender_read_seq < (select max(seq) from inquiry_messages m
               where m.request_id = r.request_id and m.side = 'S'))::int as s_unread_own,
            count(*) filter (where r.receiver_read_seq < coalesce((select max(seq) from inquiry_messages m
               where m.request_id = r.request_id and m.side = 'R'), 0))::int as r_unread_own,
            count(*) filter (where r.unread_by_sender > 0)::int as unread_s,
            count(*) filter (where r.unread_by_receiver > 0)::int as unread_r
          from inquiry_requests r join last l using (request_id)`,
    );
    expect(r).toEqual({
      bad_last: 0,
      bad_unread_s: 0,
      bad_unread_r: 0,
      stray_s_mark: 0,
      stray_r_mark: 0,
      s_unread_own: 0,
      r_unread_own: 0,
      unread_s: r.unread_s,
      unread_r: r.unread_r,
    });
    expect(r.unread_s).toBeGreaterThan(20);
    expect(r.unread_r).toBeGreaterThan(20);
  });

  it('closes threads after their last message, by someone of either side', async () => {
    const member = (business: string) =>
      sql.raw(
        `exists (select 1 from business_members bm where bm.business_id = ${business} and bm.user_id = r.closed_by)`,
      );
    const r = await one<Record<string, number>>(
      db,
      sql`select
            count(*) filter (where status = 'closed' and (closed_at is null or closed_by is null
              or closed_at < last_message_at))::int as bad_closed,
            count(*) filter (where status = 'closed' and not (closed_by = from_user_id
              or (from_business_id is not null and ${member('r.from_business_id')}) or ${member('r.to_business_id')}))::int as stranger,
            count(*) filter (where status = 'open' and (closed_at is not null or closed_by is not null))::int as bad_open
          from inquiry_requests r`,
    );
    expect(r).toEqual({ bad_closed: 0, stranger: 0, bad_open: 0 });
  });

  it('dates the threads over the 60 days up to the day it is loaded', async () => {
    const d = await one<{ first: string; last: string; closed: string }>(
      db,
      sql`select min(created_at)::text as first, max(created_at)::text as last,
                 (select max(closed_at) from inquiry_requests)::text as closed from inquiry_messages`,
    );
    expect(Date.parse(d.first)).toBeGreaterThanOrEqual(today - 61 * DAY);
    expect(Date.parse(d.last)).toBeLessThanOrEqual(today);
    expect(Date.parse(d.last)).toBeGreaterThan(today - 2 * DAY);
    expect(Date.parse(d.closed)).toBeLessThanOrEqual(today);
    const defects = String.raw`---|[,;:][,;:.]|(^|[^.])\.\.([^.]|$)|[ \t][,.;:!?](?!\d)|  |^\s|\s$`;
    const text = await one<{ bad: number }>(
      db,
      sql`select count(*)::int as bad from (select content from inquiry_messages
            union all select subject from inquiry_requests union all select subject from notifications) x
          where content ~ ${defects}`,
    );
    expect(text.bad).toBe(0);
  });

  it('gives every business owner a thread and most other people one', async () => {
    const r = await one<{ members_without: number; others: number; others_with: number }>(
      db,
      sql`with inboxes as (
            select from_user_id as user_id from inquiry_requests where from_business_id is null
            union select m.user_id from inquiry_requests r join business_members m
              on m.business_id in (r.from_business_id, r.to_business_id)
          )
          select
            (select count(distinct user_id) from business_members where user_id not in (select user_id from inboxes))::int as members_without,
            (select count(*) from users u where not exists (select 1 from business_members m where m.user_id = u.user_id))::int as others,
            (select count(*) from users u where not exists (select 1 from business_members m where m.user_id = u.user_id)
               and u.user_id in (select user_id from inboxes))::int as others_with`,
    );
    expect(r.members_without).toBe(0);
    expect(r.others_with / r.others).toBeGreaterThan(0.5);
  });

  it("gives the README's account unread threads in its own inbox and its businesses', and unread notifications", async () => {
    const inboxes = await rows<{ ubid: string; kind: string; unread: number; open_unread: number }>(
      db,
      sql`with me as (select user_id from users where email = ${showcase})
          select me.user_id::text as ubid, 'user' as kind,
                 (select coalesce(sum(unread_by_sender), 0) from inquiry_requests r
                   where r.from_user_id = me.user_id and r.from_business_id is null)::int as unread,
                 (select count(*) from inquiry_requests r where r.from_user_id = me.user_id
                   and r.from_business_id is null and r.status = 'open' and r.unread_by_sender > 0)::int as open_unread
            from me
          union all
          select m.business_id::text, 'business',
                 ((select coalesce(sum(unread_by_sender), 0) from inquiry_requests r where r.from_business_id = m.business_id)
                 + (select coalesce(sum(unread_by_receiver), 0) from inquiry_requests r where r.to_business_id = m.business_id))::int,
                 (select count(*) from inquiry_requests r where r.status = 'open' and (
                   (r.from_business_id = m.business_id and r.unread_by_sender > 0)
                   or (r.to_business_id = m.business_id and r.unread_by_receiver > 0)))::int
            from business_members m, me where m.user_id = me.user_id`,
    );
    expect(inboxes.length).toBeGreaterThanOrEqual(2);
    expect(inboxes.filter((i) => i.kind === 'business').length).toBeGreaterThanOrEqual(1);
    for (const inbox of inboxes) {
      expect(inbox.unread, `${inbox.kind} inbox ${inbox.ubid}`).toBeGreaterThan(0);
      expect(inbox.open_unread, `${inbox.kind} inbox ${inbox.ubid}`).toBeGreaterThan(0);
    }
    const bell = await one<{ unread: number; kinds: string[]; newest: string }>(
      db,
      sql`select count(*)::int as unread, array_agg(distinct n.kind) as kinds, max(n.created_at)::text as newest
            from notifications n join users u using (user_id)
           where u.email = ${showcase} and n.read_at is null`,
    );
    expect(bell.unread).toBeGreaterThanOrEqual(5);
    expect(bell.kinds).toContain('message');
    expect(bell.kinds.length).toBeGreaterThanOrEqual(3);
    expect(Date.parse(bell.newest)).toBeGreaterThan(today - 2 * DAY);
  });

  it('links every notification to a thread of its reader’s inbox, a post, a product or a profile that exists', async () => {
    const r = await one<Record<string, number>>(
      db,
      sql`with n as (
            select n.*, substring(link from '^/business/([0-9a-f-]{36})/requests/[0-9a-f-]{36}$')::uuid as inbox,
                   substring(link from '^/business/[0-9a-f-]{36}/requests/([0-9a-f-]{36})$')::uuid as thread,
                   substring(link from '^/timeline/([0-9a-f-]{36})[?]post=[0-9a-f-]{36}$')::uuid as timeline,
                   substring(link from '^/timeline/[0-9a-f-]{36}[?]post=([0-9a-f-]{36})$')::uuid as post,
                   substring(link from '^/business-product/([0-9a-f-]{36})$')::uuid as product,
                   substring(link from '^/business/([0-9a-f-]{36})$')::uuid as business,
                   substring(link from '^/profile/([0-9a-f-]{36})$')::uuid as profile
              from notifications n
          )
          select
            count(*) filter (where num_nonnulls(thread, post, product, business, profile) <> 1)::int as unknown_link,
            count(*) filter (where thread is not null and not exists (select 1 from inquiry_requests r
               where r.request_id = n.thread and (
                 (n.inbox = n.user_id and r.from_user_id = n.user_id and r.from_business_id is null)
                 or (n.inbox in (r.from_business_id, r.to_business_id) and exists (select 1 from business_members m
                      where m.business_id = n.inbox and m.user_id = n.user_id)))))::int as bad_thread,
            count(*) filter (where post is not null and not exists (select 1 from posts p
               where p.post_id = n.post and p.timeline_id = n.timeline and p.deleted_at is null))::int as bad_post,
            count(*) filter (where product is not null and not exists (select 1 from products p
               where p.product_id = n.product))::int as bad_product,
            count(*) filter (where business is not null and not exists (select 1 from businesses b
               where b.business_id = n.business))::int as bad_business,
            count(*) filter (where profile is not null and not exists (select 1 from users u
               where u.user_id = n.profile))::int as bad_profile,
            count(*) filter (where kind in ('inquiry', 'message') and thread is null)::int as thread_kind_elsewhere,
            count(*) filter (where kind = 'message' and (group_key is distinct from 'thread:' || thread or count < 1))::int as bad_group,
            count(*) filter (where kind in ('comment', 'reply', 'like') and post is null and product is null)::int as social_elsewhere,
            count(*) filter (where actor->>'kind' = 'user' and actor->>'id' = user_id::text)::int as self_told,
            count(*) filter (where length(subject) = 0 or length(subject) > 200)::int as bad_subject,
            count(*) filter (where read_at is not null and read_at < created_at)::int as read_early,
            count(*) filter (where created_at > ${new Date(today)}::timestamptz
              or read_at > ${new Date(today)}::timestamptz)::int as future
          from n`,
    );
    expect(r).toEqual({
      unknown_link: 0,
      bad_thread: 0,
      bad_post: 0,
      bad_product: 0,
      bad_business: 0,
      bad_profile: 0,
      thread_kind_elsewhere: 0,
      bad_group: 0,
      social_elsewhere: 0,
      self_told: 0,
      bad_subject: 0,
      read_early: 0,
      future: 0,
    });
  });

  it('names each actor as the API does, and has an unread message notification for every unread thread', async () => {
    const r = await one<Record<string, number>>(
      db,
      sql`select
            (select count(*) from notifications n left join users u on u.user_id = (n.actor->>'id')::uuid
              where n.actor->>'kind' = 'user' and (u.user_id is null
                or n.actor->>'name' <> trim(u.first_name || ' ' || u.last_name)
                or n.actor->'picture' is distinct from (case when u.profile_photo_url is null then 'null'::jsonb
                     else jsonb_build_object('url', u.profile_photo_url) end)))::int as bad_user_actor,
            (select count(*) from notifications n left join businesses b on b.business_id = (n.actor->>'id')::uuid
              where n.actor->>'kind' = 'business' and (b.business_id is null or n.actor->>'name' <> b.company_name
                or n.actor->'picture' is distinct from (case when b.logo_url is null then 'null'::jsonb
                     else jsonb_build_object('url', b.logo_url) end)))::int as bad_business_actor,
            (select count(*) from notifications where actor->>'kind' not in ('user', 'business'))::int as bad_kind,
            (select count(*) from (
              select r.request_id, r.from_user_id as user_id from inquiry_requests r
               where r.from_business_id is null and r.unread_by_sender > 0
              union select r.request_id, m.user_id from inquiry_requests r
                join business_members m on m.business_id = r.from_business_id where r.unread_by_sender > 0
              union select r.request_id, m.user_id from inquiry_requests r
                join business_members m on m.business_id = r.to_business_id where r.unread_by_receiver > 0
            ) u where not exists (select 1 from notifications n where n.user_id = u.user_id
                and n.read_at is null and n.kind in ('message', 'inquiry') and n.link like '%/requests/' || u.request_id))::int as unheard,
            (select count(*) from notifications n where n.kind = 'message' and n.read_at is null and not exists (
               select 1 from inquiry_requests r where n.group_key = 'thread:' || r.request_id and (
                 (r.unread_by_sender > 0 and (r.from_user_id = n.user_id and r.from_business_id is null
                   or exists (select 1 from business_members m where m.business_id = r.from_business_id and m.user_id = n.user_id)))
                 or (r.unread_by_receiver > 0 and exists (select 1 from business_members m
                   where m.business_id = r.to_business_id and m.user_id = n.user_id)))))::int as stale_unread`,
    );
    expect(r).toEqual({ bad_user_actor: 0, bad_business_actor: 0, bad_kind: 0, unheard: 0, stale_unread: 0 });
    const kinds = await rows<{ kind: string; n: number; unread: number }>(
      db,
      sql`select kind, count(*)::int as n, count(*) filter (where read_at is null)::int as unread
            from notifications group by kind order by kind`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['comment', 'follow', 'inquiry', 'like', 'message', 'reply']);
    for (const k of kinds) {
      expect(k.unread, k.kind).toBeGreaterThan(0);
      expect(k.unread, k.kind).toBeLessThan(k.n);
    }
  });
});
