import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessUploadRequestSchema,
  okEnvelope,
  uploadRequestResponseSchema,
  userUploadRequestSchema,
} from '@wbn/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { filesServiceFor } from './files.context.ts';

/** Where the browser that asked will find our `/files/upload` (each portal has its own host). */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const security = [{ wbnAuth: [] }];

/**
 * The API half of uploads (under /api): signed forms for a user's or a business's images. The
 * profile photo's own pair of calls is in modules/user/profile-photo.routes.ts.
 */
export const filesApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = await filesServiceFor(app.ctx);

  app.post(
    '/files/upload-request/user',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['files'],
        summary: 'A signed form to upload an image of the signed-in user',
        security,
        body: userUploadRequestSchema,
        response: { 200: okEnvelope(uploadRequestResponseSchema) },
      },
    },
    async (request) =>
      ok(await service.requestUpload(userOf(request).userID, request.body, originOf(request))),
  );

  app.post(
    '/files/upload-request/business',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['files'],
        summary: 'A signed form to upload an image of a business (or of one being created)',
        security,
        body: businessUploadRequestSchema,
        response: { 200: okEnvelope(uploadRequestResponseSchema) },
      },
    },
    async (request) =>
      ok(await service.requestUpload(userOf(request).userID, request.body, originOf(request))),
  );
};
