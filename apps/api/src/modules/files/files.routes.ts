import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessUploadRequestSchema,
  okEnvelope,
  uploadRequestResponseSchema,
  userUploadRequestSchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { originOf } from '../../lib/request-origin.ts';
import type { FilesService } from './files.service.ts';

const security = [{ wbnAuth: [] }];

/**
 * The API half of uploads (under /api): signed forms for a user's or a business's images. The
 * profile photo's own pair of calls is in modules/user/profile-photo.routes.ts.
 */
export const filesApiRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (
  app,
  { files: service },
) => {
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
