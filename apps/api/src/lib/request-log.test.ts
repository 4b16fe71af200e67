import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverLogOptions } from '@wbn/contracts';
import { OneLineRequestLog } from './request-log.ts';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { ...serverLogOptions('info'), stream },
    logController: new OneLineRequestLog(),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per answered request, with the request, the status and the time', async () => {
    const { app, lines } = appWithLog();
    await app.inject({ method: 'GET', url: '/ok?token=secret-code' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/ok?token=[redacted]', reqId: expect.any(String) },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
    await app.close();
  });

  it('writes a failed request once, beside the error itself', async () => {
    const { app, lines } = appWithLog();
    await app.inject({ method: 'GET', url: '/fails' });
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ res: { statusCode: 500 } });
    expect(lines.filter((l) => l.level === 50)).toHaveLength(1);
    await app.close();
  });
});
