import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * The JSON a route's zod response schema makes of a value, exactly as fastify-type-provider-zod's
 * serializer does (encode with the schema, which also strips undeclared fields, then stringify).
 * Done once when a read is cached, so that a hit costs neither.
 */
export function jsonOf<S extends z.ZodType>(schema: S, value: z.output<S>): string {
  const result = z.safeEncode(schema, value);
  // A plain Error on purpose: a ZodError would be answered as the client's bad input.
  if (!result.success) throw new Error('A response does not match its schema', { cause: result.error });
  return JSON.stringify(result.data);
}

/**
 * Sends a body that is JSON already. A string with a JSON content type goes past the route's
 * serializer; the route keeps its response schema, which still documents it in OpenAPI.
 */
export function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
