import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@wbn/db/testing';
import type { DatabaseHandle } from '@wbn/db';
import { inquiryLimits } from '@wbn/contracts';
import { inquiriesRepository } from '../../../apps/api/src/modules/inquiries/inquiries.repository.ts';
import type { SqlRunner } from '../sql-runner.ts';
import {
  describeMessagesData,
  inboxMatches,
  inboxPositions,
  loadMessagesData,
  messagesSizes,
  rareName,
} from './load.ts';

// The message center benchmark's loader at a small size: the same statements as at 10,000 threads.

const factor = 0.02;

describe('the message center benchmark loader', () => {
  let handle: DatabaseHandle;
  let sql: SqlRunner;
  const sizes = messagesSizes(factor);

  beforeAll(async () => {
    handle = await createTestDatabase();
    sql = handle.db.$client;
    await loadMessagesData([sql], { seed: 'messages-bench-test', factor, log: () => {} });
  }, 180_000);
  afterAll(() => handle?.close());

  it('makes the busy inbox, the long thread and one delivery thread per receiver', async () => {
    const facts = await describeMessagesData(sql);
    expect(facts.inbox.threads).toBe(sizes.inboxThreads);
    // Received, from people and businesses, and sent: both halves of the inbox are there.
    expect(facts.inbox.received).toBeGreaterThan(sizes.inboxThreads / 2);
    expect(facts.inbox.received).toBeLessThan(sizes.inboxThreads);
    expect(facts.longThread.messages).toBe(sizes.longThread);
    expect(facts.pairs).toHaveLength(sizes.receivers);
    // Every receiver a different person, none of them a sender; each sender has threads.
    const receivers = new Set(facts.pairs.map((p) => p.receiver));
    const senders = new Set(facts.pairs.map((p) => p.sender));
    expect(receivers.size).toBe(sizes.receivers);
    expect(senders.size).toBe(sizes.senders);
    expect([...senders].filter((s) => receivers.has(s))).toEqual([]);
    expect(receivers.has(facts.inbox.owner.id)).toBe(false);
    // The run signs every one of them in.
    for (const id of [...receivers, ...senders, facts.inbox.owner.id])
      expect(facts.accounts.get(id)).toBeDefined();
  });

  it('leaves every thread as the API writes would: unread counts are the messages after the read marks', async () => {
    const { rows } = await sql.query(`
      SELECT count(*)::int AS threads,
        count(*) FILTER (WHERE unread_by_receiver <> (SELECT count(*) FROM inquiry_messages m
          WHERE m.request_id = r.request_id AND m.side = 'S' AND m.seq > r.receiver_read_seq))::int AS bad_receiver,
        count(*) FILTER (WHERE unread_by_sender <> (SELECT count(*) FROM inquiry_messages m
          WHERE m.request_id = r.request_id AND m.side = 'R' AND m.seq > r.sender_read_seq))::int AS bad_sender,
        count(*) FILTER (WHERE last_message_at <> (SELECT max(created_at) FROM inquiry_messages m
          WHERE m.request_id = r.request_id))::int AS bad_last,
        count(*) FILTER (WHERE (SELECT side FROM inquiry_messages m WHERE m.request_id = r.request_id
          ORDER BY seq LIMIT 1) <> 'S')::int AS not_opened_by_sender,
        count(*) FILTER (WHERE unread_by_receiver > 0)::int AS unread,
        count(*) FILTER (WHERE status = 'closed')::int AS closed
        FROM inquiry_requests r`);
    const r = rows[0]!;
    expect(r).toMatchObject({
      threads: sizes.inboxThreads + sizes.receivers,
      bad_receiver: 0,
      bad_sender: 0,
      bad_last: 0,
      not_opened_by_sender: 0,
    });
    expect(Number(r.unread)).toBeGreaterThan(0);
    // Within a thread, seq follows time.
    const { rows: order } = await sql.query(`
      SELECT count(*)::int AS n FROM (
        SELECT created_at < lag(created_at) OVER (PARTITION BY request_id ORDER BY seq) AS back
          FROM inquiry_messages) x WHERE back`);
    expect(order[0]!.n).toBe(0);
    const facts = await describeMessagesData(sql);
    const inboxes = await inquiriesRepository.inboxes(handle.db, facts.inbox.owner.id);
    expect(inboxes.find((i) => i.ubid === facts.inbox.businessID)?.unread).toBe(facts.inbox.unread);
  });

  it('finds the cursor positions where paging the inbox arrives, and the searches it measures', async () => {
    const { inbox } = await describeMessagesData(sql);
    const size = inquiryLimits.threadsPageSize;
    let after: { at: string; id: string } | null = null;
    for (let page = 1; page <= 2; page++) {
      const rows = await inquiriesRepository.inbox(
        handle.db,
        { kind: 'business', id: inbox.businessID },
        { q: null, unread: false, after },
        size,
      );
      const last = rows.at(-1)!;
      after = { at: last.at, id: last.requestId };
      const [position] = await inboxPositions(sql, inbox.businessID, page * size, 1);
      expect(position).toEqual(after);
    }
    const rare = await rareName(sql, inbox.businessID);
    expect(rare.matches).toBeGreaterThan(0);
    const found = await inquiriesRepository.inbox(
      handle.db,
      { kind: 'business', id: inbox.businessID },
      { q: rare.q, unread: false, after: null },
      1000,
    );
    expect(found).toHaveLength(rare.matches);
    expect(await inboxMatches(sql, inbox.businessID, 'quotation')).toBeGreaterThan(sizes.inboxThreads / 20);
  });
});
