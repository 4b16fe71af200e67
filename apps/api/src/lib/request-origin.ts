import type { FastifyRequest } from 'fastify';

/** Where the browser that asked will find our `/files/upload` (each portal has its own host). */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
