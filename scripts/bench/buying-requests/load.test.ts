import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@wbn/db/testing';
import type { DatabaseHandle } from '@wbn/db';
import { buyingRequestLimits } from '@wbn/contracts';
import { buyingRequestsRepository } from '../../../apps/api/src/modules/buying-requests/buying-requests.repository.ts';
import type { SqlRunner } from '../sql-runner.ts';
import { boardPosition, describeRfqData, loadRfqData, rfqSizes, rfqTexts } from './load.ts';

// The buying-requests benchmark's loader at its smallest: the same statements as at 100k requests.

const factor = 0.005;
const seed = 'rfq-bench-test';

describe('the buying-requests benchmark loader', () => {
  let handle: DatabaseHandle;
  let sql: SqlRunner;
  const sizes = rfqSizes(factor);

  beforeAll(async () => {
    handle = await createTestDatabase();
    sql = handle.db.$client;
    await loadRfqData([sql], { seed, factor, log: () => {} });
  }, 180_000);
  afterAll(() => handle?.close());

  it('makes exactly the requests and quotes asked for, as the API would have stored them', async () => {
    const { rows } = await sql.query(
      `SELECT (SELECT count(*) FROM buying_requests)::int AS requests,
              (SELECT count(*) FROM buying_request_quotes)::int AS quotes,
              (SELECT count(*) FROM buying_requests WHERE status = 'draft')::int AS drafts,
              (SELECT count(*) FROM buying_request_quotes q JOIN buying_requests r USING (request_id)
                WHERE r.status = 'draft' OR q.business_id = r.buyer_business_id
                   OR q.created_at < r.published_at OR q.created_at > r.deadline)::int AS misplaced,
              (SELECT count(*) FROM (SELECT request_id FROM buying_request_quotes WHERE status <> 'withdrawn'
                 GROUP BY request_id HAVING count(*) > ${buyingRequestLimits.quotesPerRequest}) x)::int AS over_cap,
              (SELECT count(*) FROM buying_request_quotes q JOIN buying_requests r USING (request_id)
                WHERE r.visibility = 'invited' AND NOT EXISTS (SELECT 1 FROM buying_request_invitations i
                  WHERE i.request_id = q.request_id AND i.business_id = q.business_id))::int AS uninvited,
              (SELECT count(*) FROM buying_requests r WHERE (r.status = 'awarded') <>
                 EXISTS (SELECT 1 FROM buying_request_quotes q WHERE q.request_id = r.request_id
                   AND q.status = 'awarded'))::int AS awards,
              (SELECT count(DISTINCT currency) FROM buying_request_quotes)::int AS currencies`,
    );
    expect(rows[0]).toMatchObject({
      requests: sizes.requests,
      quotes: sizes.quotes,
      misplaced: 0,
      over_cap: 0,
      uninvited: 0,
      awards: 0,
    });
    expect(Number(rows[0]!.drafts)).toBeGreaterThan(0);
    expect(Number(rows[0]!.currencies)).toBe(7);
  });

  it('fills the board, and finds requests with ten quotes to compare as their buyers', async () => {
    const facts = await describeRfqData(sql, 5);
    expect(facts.onBoard).toBeGreaterThan(sizes.requests * 0.4);
    expect(facts.compared).toHaveLength(5);
    expect(new Set(facts.compared.map((c) => c.buyer.id)).size).toBe(5);
    expect(rfqTexts(seed).length).toBeGreaterThan(50);
  });

  it('gives the board page after a position where the repository continues', async () => {
    const size = buyingRequestLimits.pageSize;
    const filter = { now: new Date(), tsquery: null, industry: null, category: null, country: null };
    const first = await buyingRequestsRepository.board(handle.db, { ...filter, after: null }, size, 'en');
    const at = await boardPosition(sql, size);
    expect(at).toEqual({ at: first.at(-1)!.at, id: first.at(-1)!.requestId });
    const next = await buyingRequestsRepository.board(handle.db, { ...filter, after: at }, 1, 'en');
    expect(next[0]!.requestId).toBe((await boardPosition(sql, size + 1))!.id);
  });
});
