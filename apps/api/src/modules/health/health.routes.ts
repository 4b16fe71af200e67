import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@wbn/contracts';
import { sql } from '@wbn/db';
import { ok } from '../../lib/envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: {
          200: okEnvelope(
            z.object({ status: z.literal('ok'), database: z.literal('ok'), uptime: z.number() }),
          ),
        },
      },
    },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: 'ok' as const, uptime: Math.round(process.uptime()) });
    },
  );

  // A constant answer with no database work: the ceiling the benchmarks compare endpoints against.
  app.get('/health/constant', { schema: { hide: true } }, async () => ok({ constant: true }));
};
