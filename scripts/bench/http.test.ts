import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureHttp, startingAt } from './http.ts';

describe('the HTTP measurement of the benchmark', () => {
  it('starts each client a fair share of the way along the list', () => {
    const list = Array.from({ length: 12 }, (_, i) => ({ i }));
    const firsts = Array.from({ length: 8 }, (_, k) => startingAt(list, k, 8)[0]!.i);
    expect(firsts).toEqual([0, 1, 3, 4, 6, 7, 9, 10]);
    // Every client still goes round the whole list, once per turn, in the list's order.
    expect(startingAt(list, 3, 8).map((r) => r.i)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3]);
    // Fewer requests than clients: they share, and nothing breaks.
    expect(startingAt([{ i: 0 }], 5, 8)).toEqual([{ i: 0 }]);
    expect(startingAt([], 2, 8)).toEqual([]);
  });

  describe('against a real server', () => {
    const seen: { path: string; body: string }[] = [];
    let server: Server;
    let baseUrl = '';

    beforeAll(async () => {
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (d: Buffer) => (body += d));
        req.on('end', () => {
          seen.push({ path: req.url ?? '', body });
          // Answer a moment later, so that the connections overlap.
          setTimeout(() => {
            res.writeHead(req.url === '/fail' ? 500 : 200, { 'content-type': 'application/json' });
            res.end('{"ok":true}');
          }, 2);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends every request of the list, evenly, the connections starting on different ones', async () => {
      const requests = Array.from({ length: 8 }, (_, i) => ({
        method: 'POST' as const,
        path: '/search',
        body: { q: `word${i}` },
      }));
      const summary = await measureHttp(baseUrl, requests, { connections: 4, duration: 0.6 });
      expect(summary.failures).toBe(0);
      expect(summary.requests).toBeGreaterThan(40);
      const counts = new Map<string, number>();
      for (const s of seen) counts.set(s.body, (counts.get(s.body) ?? 0) + 1);
      expect([...counts.keys()].sort()).toEqual(requests.map((r) => JSON.stringify(r.body)).sort());
      const n = [...counts.values()];
      // Each client goes round the whole list: no request is asked much more than another.
      expect(Math.max(...n) - Math.min(...n)).toBeLessThanOrEqual(4);
      // The first request of each connection: four different ones.
      expect(new Set(seen.slice(0, 4).map((s) => s.body)).size).toBe(4);
    });

    it('counts answers other than 2xx as failures, not as latencies', async () => {
      const summary = await measureHttp(baseUrl, [{ method: 'GET', path: '/fail' }], {
        connections: 2,
        duration: 0.3,
      });
      expect(summary.failures).toBeGreaterThan(0);
      expect(summary.requests).toBe(0);
    });
  });
});
