import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseUnavailableMessage, errorEnvelopeSchema, okEnvelope } from '@wbn/contracts';
import { databaseFaultOf, sql, type Database } from '@wbn/db';
import { ok } from '../../lib/envelope.ts';

/** A health check answers within this, whatever the database does. */
const checkTimeoutMs = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; draining: () => boolean }> = async (
  app,
  { db, draining },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and the server is not shutting down',
        response: {
          200: okEnvelope(
            z.object({ status: z.literal('ok'), database: z.literal('ok'), uptime: z.number() }),
          ),
          503: errorEnvelopeSchema.extend({ database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      // Shutting down: a load balancer takes this instance out while it finishes its requests.
      if (draining()) {
        return reply.status(503).send({
          success: false as const,
          name: 'ServiceUnavailable',
          message: 'This server is shutting down; another one answers.',
          database: 'ok',
        });
      }
      const problem = await databaseProblem(() => db.execute(sql`select 1`));
      if (problem) {
        return reply.status(503).send({
          success: false as const,
          name: 'ServiceUnavailable',
          message: databaseUnavailableMessage,
          database: problem,
        });
      }
      return ok({ status: 'ok' as const, database: 'ok' as const, uptime: Math.round(process.uptime()) });
    },
  );

  // A constant answer with no database work: the ceiling the benchmarks compare endpoints against.
  app.get('/health/constant', { schema: { hide: true } }, async () => ok({ constant: true }));
};

/** null when the database answers in time; otherwise what is wrong, in a few words. */
async function databaseProblem(check: () => Promise<unknown>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${checkTimeoutMs / 1000} s`), checkTimeoutMs);
  });
  try {
    return await Promise.race([check().then(() => null), late]);
  } catch (err) {
    return databaseFaultOf(err) ?? 'failing';
  } finally {
    clearTimeout(timer);
  }
}
