/**
 * The message center benchmark's data, at `factor` of the full size:
 *
 * - users and businesses from the demo generator's streams (bulk-load.ts, no products);
 * - one busy inbox: a business with 10,000 threads, received from people (70%) and businesses
 *   (15%) and sent by itself (15%), each of 1 to 7 messages (both sides, the first the sender's),
 *   its activity spread over the last year, about a fifth unread by the business, one in twenty
 *   ended; beside them one long thread of 1,000 messages;
 * - the delivery threads: 1,000 receiving businesses with an owner each (owners all different,
 *   none of them in the busy inbox), each with one thread from one of 100 senders (people who
 *   belong to no business), two messages in each, read by both sides.
 *
 * Threads and messages are made in SQL from generate_series (as `--posts` loads its posts), then
 * each thread's row is set as the API's writes would have left it: last message, read marks, and
 * unread counts that are exactly the other side's messages after a side's read mark.
 * `setseed` runs in the same statement list as the inserts that draw from random(), so the data is
 * the same at every run of one seed and size.
 */
import { inquirySubjects, otherSubject } from '@wbn/contracts';
import type { SqlRunner } from '../sql-runner.ts';
import { createBenchTexts, loadUsersAndBusinesses, secondsSince, seedValue } from '../sql-load.ts';
import type { SqlLoadOptions } from '../sql-load.ts';

export interface MessagesSizes {
  users: number;
  businesses: number;
  /** Threads in the busy inbox, the long thread among them. */
  inboxThreads: number;
  /** Messages of the long thread. */
  longThread: number;
  /** Receiving users, one stream each on instance B, one thread each. */
  receivers: number;
  /** Sending users, who post through instance A. */
  senders: number;
}

export function messagesSizes(factor: number): MessagesSizes {
  const at = (n: number, min: number) => Math.max(min, Math.round(n * factor));
  return {
    users: at(5_000, 200),
    businesses: at(2_500, 100),
    inboxThreads: at(10_000, 60),
    longThread: at(1_000, 60),
    receivers: at(1_000, 10),
    senders: at(100, 2),
  };
}

/** One delivery thread: a sender (a person) writes, a business's owner receives. */
export interface DeliveryPair {
  requestID: string;
  sender: string;
  receiver: string;
  receiverBusiness: string;
}

export interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** What the load made, as the run needs it (read back from the tables, so `--reuse` has it too). */
export interface MessagesFacts {
  inbox: { businessID: string; owner: Account; threads: number; received: number; unread: number };
  longThread: { requestID: string; messages: number };
  pairs: DeliveryPair[];
  accounts: Map<string, Account>;
}

/** What subjects name after the form's choice (a word in some subjects, a search finds it). */
const items = [
  '6204-2RS bearings',
  'gear pumps',
  'stainless flanges',
  'hydraulic cylinders',
  'PVC granules',
  'copper cable',
  'LED panels',
  'conveyor belts',
  'safety valves',
  'aluminium profiles',
  'welding wire',
  'packaging film',
  'servo motors',
  'cast iron pipes',
  'solar inverters',
  'ball valves',
  'forklift tyres',
  'nitrile gloves',
  'CNC spindles',
  'air compressors',
];

const sentences = [
  'Could you send your price list for this?',
  'What is the minimum order quantity?',
  'We need 500 pieces by the end of next month.',
  'Please quote ex works and CIF Rotterdam.',
  'Do you have a datasheet in English?',
  'Thank you, we will come back to you this week.',
  'US$ 1.85 each, ex works, 30 days net.',
  'Lead time is six weeks; four for stock sizes.',
  'Samples can ship on Monday by courier.',
  'Can you confirm the material certificate (EN 10204 3.1)?',
  'We are a distributor in the region and look for a partner.',
  'The drawing is attached to our previous message.',
  'Packing: 20 pieces a carton, 40 cartons a pallet.',
  'Is a discount possible above 2,000 pieces?',
  'Our quality team approved the samples.',
  'Payment by letter of credit would suit us.',
  'Please send the proforma invoice.',
  'Delivery to the port of Hamburg is fine.',
  'We can offer a 3% discount for a yearly contract.',
  'Noted, thank you for the quick answer.',
];

export async function loadMessagesData(
  runners: SqlRunner[],
  options: SqlLoadOptions,
): Promise<{ sizes: MessagesSizes; seconds: number }> {
  const sizes = messagesSizes(options.factor);
  const started = performance.now();
  const sql = runners[0]!;
  await loadUsersAndBusinesses(runners, options, sizes);

  const subjects = inquirySubjects.filter((s) => s !== otherSubject);
  await createBenchTexts(sql, [
    ...subjects.flatMap((s, i) =>
      items.map((item, j) => ['subject', i * items.length + j + 1, `${s}: ${item}`]),
    ),
    ...sentences.map((s, i) => ['message', i + 1, s]),
  ]);
  const subjectTexts = subjects.length * items.length;
  const messageTexts = sentences.length;

  // Who is who: the busy inbox (a business and its owner), the receivers (owners of other
  // businesses, all different), the senders (people of no business), and the inbox's counterparts.
  options.log('  the inbox, receivers and senders…');
  await sql.query(`
    CREATE TABLE bench_owners AS
      SELECT b.business_id, m.user_id FROM businesses b
        JOIN business_members m ON m.business_id = b.business_id AND m.role = 'owner';
    CREATE TABLE bench_inbox AS
      SELECT business_id, user_id AS owner FROM bench_owners ORDER BY business_id LIMIT 1;
    CREATE TABLE bench_receivers AS
      SELECT row_number() OVER (ORDER BY business_id)::int AS n, business_id, user_id FROM (
        SELECT DISTINCT ON (o.user_id) o.business_id, o.user_id FROM bench_owners o
         WHERE o.user_id <> (SELECT owner FROM bench_inbox)
         ORDER BY o.user_id, o.business_id) d
       ORDER BY business_id LIMIT ${sizes.receivers};
    CREATE TABLE bench_senders AS
      SELECT row_number() OVER (ORDER BY user_id)::int AS n, user_id FROM users u
       WHERE NOT EXISTS (SELECT 1 FROM business_members m WHERE m.user_id = u.user_id)
       ORDER BY user_id LIMIT ${sizes.senders};
    -- Counterparts of the inbox: anyone but its owner; businesses the owner does not belong to.
    CREATE TABLE bench_people AS
      SELECT row_number() OVER (ORDER BY user_id)::int AS n, user_id FROM users
       WHERE user_id <> (SELECT owner FROM bench_inbox);
    CREATE UNIQUE INDEX ON bench_people (n);
    CREATE TABLE bench_others AS
      SELECT row_number() OVER (ORDER BY o.business_id)::int AS n, o.business_id, o.user_id AS owner
        FROM bench_owners o
       WHERE NOT EXISTS (SELECT 1 FROM business_members m
                          WHERE m.business_id = o.business_id AND m.user_id = (SELECT owner FROM bench_inbox));
    CREATE UNIQUE INDEX ON bench_others (n);
  `);
  const { rows: counts } = await sql.query(`
    SELECT (SELECT count(*) FROM bench_receivers)::int AS receivers,
           (SELECT count(*) FROM bench_senders)::int AS senders,
           (SELECT count(*) FROM bench_people)::int AS people,
           (SELECT count(*) FROM bench_others)::int AS others`);
  const c = counts[0]!;
  if (Number(c.receivers) < sizes.receivers || Number(c.senders) < sizes.senders || Number(c.others) < 2)
    throw new Error(
      `the generated directory has ${String(c.receivers)} receivers and ${String(c.senders)} senders ` +
        `for ${sizes.receivers} and ${sizes.senders}: load more users or businesses`,
    );

  // The planned threads: the inbox's (the long one first), then the delivery threads.
  options.log(`  threads ${(sizes.inboxThreads + sizes.receivers).toLocaleString('en')}…`);
  const long = sizes.longThread;
  await sql.query(`
    SELECT setseed(${seedValue(options.seed)});
    CREATE TABLE bench_threads AS
      WITH g AS (
        SELECT i, random() AS kind, random() AS who, random() AS age, random() AS len,
               random() AS reads, random() AS readr, random() AS ended,
               1 + floor(random() * ${subjectTexts})::int AS subject
          FROM generate_series(1, ${sizes.inboxThreads}) i
      )
      SELECT gen_random_uuid() AS request_id, g.i AS n, 'inbox' AS purpose,
             CASE WHEN g.kind < 0.15 THEN ib.owner WHEN g.kind < 0.30 THEN fb.owner ELSE p.user_id END AS from_user_id,
             CASE WHEN g.kind < 0.15 THEN ib.business_id WHEN g.kind < 0.30 THEN fb.business_id END AS from_business_id,
             CASE WHEN g.kind < 0.15 THEN tb.business_id ELSE ib.business_id END AS to_business_id,
             CASE WHEN g.kind < 0.15 THEN tb.owner ELSE ib.owner END AS to_user_id,
             t.content AS subject,
             CASE WHEN g.i = 1 THEN ${long} ELSE 1 + floor(power(g.len, 1.5) * 7)::int END AS messages,
             CASE WHEN g.i = 1 THEN now() - interval '2 days'
                  ELSE now() - interval '1 day' - g.age * interval '365 days' END AS started_at,
             -- About a fifth unread by the inbox's side; the other side has read 70%.
             CASE WHEN g.kind < 0.15 THEN g.reads >= 0.2 ELSE g.reads >= 0.3 END AS sender_read,
             CASE WHEN g.kind < 0.15 THEN g.readr >= 0.3 ELSE g.readr >= 0.2 END AS receiver_read,
             g.i > 1 AND g.ended < 0.05 AS closed
        FROM g
        CROSS JOIN bench_inbox ib
        JOIN bench_texts t ON t.kind = 'subject' AND t.n = g.subject
        LEFT JOIN bench_people p ON p.n = 1 + floor(g.who * (SELECT count(*) FROM bench_people))::int
        LEFT JOIN bench_others fb ON fb.n = 1 + floor(g.who * (SELECT count(*) FROM bench_others))::int
        LEFT JOIN bench_others tb ON tb.n = 1 + floor((1 - g.who) * (SELECT count(*) FROM bench_others))::int;
    INSERT INTO bench_threads
      SELECT gen_random_uuid(), ${sizes.inboxThreads} + r.n, 'delivery', s.user_id, NULL, r.business_id, r.user_id,
             t.content, 2, now() - interval '3 days' - r.n * interval '1 minute', true, true, false
        FROM bench_receivers r
        JOIN bench_senders s ON s.n = 1 + (r.n - 1) % ${sizes.senders}
        JOIN bench_texts t ON t.kind = 'subject' AND t.n = 1 + r.n % ${subjectTexts};
    CREATE UNIQUE INDEX ON bench_threads (request_id);
    INSERT INTO inquiry_requests (request_id, from_user_id, from_business_id, to_business_id, subject)
      SELECT request_id, from_user_id, from_business_id, to_business_id, subject FROM bench_threads ORDER BY n;
  `);

  // Messages: the first is the sender's, the rest either side's, hours apart (the long thread's a
  // minute apart); in thread order, so each thread's seq follows its time.
  options.log('  messages…');
  await sql.query(`
    SELECT setseed(${seedValue(`${options.seed} messages`)});
    INSERT INTO inquiry_messages (request_id, side, author_user_id, content, created_at)
      SELECT t.request_id, m.side, CASE WHEN m.side = 'S' THEN t.from_user_id ELSE t.to_user_id END,
             x.content, m.at
        FROM bench_threads t
        CROSS JOIN LATERAL (
          SELECT k, CASE WHEN k = 1 THEN 'S'
                         WHEN t.purpose = 'delivery' THEN 'R'
                         WHEN random() < 0.5 THEN 'S' ELSE 'R' END AS side,
                 t.started_at + (k - 1) * CASE WHEN t.messages > 7 THEN interval '1 minute' ELSE interval '3 hours' END
                   + random() * interval '50 seconds' AS at,
                 1 + floor(random() * ${messageTexts})::int AS text
            FROM generate_series(1, t.messages) k
        ) m
        JOIN bench_texts x ON x.kind = 'message' AND x.n = m.text
       ORDER BY t.n, m.k;
  `);

  // Each thread as the API's writes leave it (inquiries.repository.ts insertMessage, markRead): a
  // side's read mark is its own last message, or the newest one when it has read the thread; its
  // unread count is the other side's messages after that mark.
  options.log('  read marks and unread counts…');
  await sql.query(`
    WITH s AS (
      SELECT m.request_id, max(m.seq) AS last_seq,
             coalesce(max(m.seq) FILTER (WHERE m.side = 'S'), 0) AS last_s,
             coalesce(max(m.seq) FILTER (WHERE m.side = 'R'), 0) AS last_r,
             min(m.created_at) AS first_at, max(m.created_at) AS last_at,
             (array_agg(m.content ORDER BY m.seq DESC))[1] AS last_content
        FROM inquiry_messages m GROUP BY m.request_id
    )
    UPDATE inquiry_requests r SET
      created_at = s.first_at, last_message_at = s.last_at, last_message = left(s.last_content, 140),
      sender_read_seq = CASE WHEN t.sender_read THEN s.last_seq ELSE s.last_s END,
      receiver_read_seq = CASE WHEN t.receiver_read THEN s.last_seq ELSE s.last_r END,
      status = CASE WHEN t.closed THEN 'closed' ELSE 'open' END,
      closed_at = CASE WHEN t.closed THEN s.last_at + interval '1 hour' END,
      closed_by = CASE WHEN t.closed THEN t.from_user_id END
      FROM s JOIN bench_threads t ON t.request_id = s.request_id
     WHERE r.request_id = s.request_id;
    UPDATE inquiry_requests r SET
      unread_by_sender = (SELECT count(*) FROM inquiry_messages m
                           WHERE m.request_id = r.request_id AND m.side = 'R' AND m.seq > r.sender_read_seq),
      unread_by_receiver = (SELECT count(*) FROM inquiry_messages m
                             WHERE m.request_id = r.request_id AND m.side = 'S' AND m.seq > r.receiver_read_seq);
  `);
  options.log('  VACUUM ANALYZE…');
  await sql.query(
    'VACUUM ANALYZE auth_accounts, users, businesses, business_members, inquiry_requests, inquiry_messages',
  );
  return { sizes, seconds: secondsSince(started) };
}

/** The inbox, the long thread and the delivery pairs, as loaded, with the accounts the run signs in. */
export async function describeMessagesData(sql: SqlRunner): Promise<MessagesFacts> {
  const { rows } = await sql.query(`
    SELECT ib.business_id, ib.owner,
      (SELECT count(*)::int FROM inquiry_requests
        WHERE from_business_id = ib.business_id OR to_business_id = ib.business_id) AS threads,
      (SELECT count(*)::int FROM inquiry_requests WHERE to_business_id = ib.business_id) AS received,
      (SELECT coalesce(sum(unread_by_receiver), 0)::int FROM inquiry_requests WHERE to_business_id = ib.business_id)
        + (SELECT coalesce(sum(unread_by_sender), 0)::int FROM inquiry_requests WHERE from_business_id = ib.business_id)
        AS unread,
      (SELECT request_id FROM bench_threads WHERE n = 1) AS long_thread,
      (SELECT count(*)::int FROM inquiry_messages
        WHERE request_id = (SELECT request_id FROM bench_threads WHERE n = 1)) AS long_messages
      FROM bench_inbox ib`);
  const r = rows[0]!;
  const { rows: pairs } = await sql.query(`
    SELECT t.request_id, t.from_user_id AS sender, t.to_user_id AS receiver, t.to_business_id
      FROM bench_threads t WHERE t.purpose = 'delivery' ORDER BY t.n`);
  const { rows: accounts } = await sql.query(
    `SELECT id, email, first_name, last_name FROM auth_accounts
      WHERE id = $1 OR id IN (SELECT from_user_id FROM bench_threads WHERE purpose = 'delivery')
         OR id IN (SELECT to_user_id FROM bench_threads WHERE purpose = 'delivery')`,
    [r.owner],
  );
  const byId = new Map<string, Account>(
    accounts.map((a) => [
      String(a.id),
      {
        id: String(a.id),
        email: String(a.email),
        firstName: String(a.first_name),
        lastName: String(a.last_name),
      },
    ]),
  );
  return {
    inbox: {
      businessID: String(r.business_id),
      owner: byId.get(String(r.owner))!,
      threads: Number(r.threads),
      received: Number(r.received),
      unread: Number(r.unread),
    },
    longThread: { requestID: String(r.long_thread), messages: Number(r.long_messages) },
    pairs: pairs.map((p) => ({
      requestID: String(p.request_id),
      sender: String(p.sender),
      receiver: String(p.receiver),
      receiverBusiness: String(p.to_business_id),
    })),
    accounts: byId,
  };
}

/**
 * Positions in the inbox `depth` threads deep (and the next `count - 1`), as the API's cursor
 * holds them: the thread's last activity as PostgreSQL's text, and its id. Newest first, both
 * halves (sent and received) together, as inquiries.repository.ts pages them.
 */
export async function inboxPositions(
  sql: SqlRunner,
  businessID: string,
  depth: number,
  count: number,
): Promise<{ at: string; id: string }[]> {
  const { rows } = await sql.query(
    `SELECT last_message_at::text AS at, request_id FROM inquiry_requests
      WHERE from_business_id = $1 OR to_business_id = $1
      ORDER BY last_message_at DESC, request_id DESC OFFSET $2 LIMIT $3`,
    [businessID, depth - 1, count],
  );
  return rows.map((r) => ({ at: String(r.at), id: String(r.request_id) }));
}

/**
 * A search of the inbox for a name held by few of its counterparts: the surname (6 letters or
 * more) of the fewest threads from people, and how many threads the API's filter matches with it.
 */
export async function rareName(sql: SqlRunner, businessID: string): Promise<{ q: string; matches: number }> {
  const { rows } = await sql.query(
    `SELECT u.last_name AS q FROM inquiry_requests r JOIN users u ON u.user_id = r.from_user_id
      WHERE r.to_business_id = $1 AND r.from_business_id IS NULL AND length(u.last_name) >= 6
      GROUP BY u.last_name ORDER BY count(*), u.last_name LIMIT 1`,
    [businessID],
  );
  const q = String(rows[0]?.q ?? 'nobody');
  return { q, matches: await inboxMatches(sql, businessID, q) };
}

/** Threads of the inbox the API's `q` filter matches: the subject, or the counterpart's name. */
export async function inboxMatches(sql: SqlRunner, businessID: string, q: string): Promise<number> {
  const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const { rows } = await sql.query(
    `SELECT count(*)::int AS n FROM inquiry_requests r
       JOIN users fu ON fu.user_id = r.from_user_id
       LEFT JOIN businesses fb ON fb.business_id = r.from_business_id
       JOIN businesses tb ON tb.business_id = r.to_business_id
      WHERE (r.from_business_id = $1 AND (r.subject ILIKE $2 OR tb.company_name ILIKE $2))
         OR (r.to_business_id = $1
             AND (r.subject ILIKE $2 OR coalesce(fb.company_name, fu.first_name || ' ' || fu.last_name) ILIKE $2))`,
    [businessID, like],
  );
  return Number(rows[0]!.n);
}
