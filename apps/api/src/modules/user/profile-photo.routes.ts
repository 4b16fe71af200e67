import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  profilePhotoUploadRequestSchema,
  profilePhotoValidateResponseSchema,
  uploadRequestResponseSchema,
  uploadValidateRequestSchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { originOf } from '../../lib/request-origin.ts';
import type { FilesService } from '../files/files.service.ts';
import type { UserService } from './user.service.ts';

const security = [{ wbnAuth: [] }];

/**
 * The spec's profile-photo calls: a signed form for the new photo, then the upload, then
 * `upload-validate {token}`, which attaches the re-encoded image (once, for its uploader only)
 * and makes it the user's profile photo, in one transaction.
 */
export const profilePhotoRoutes: FastifyPluginAsyncZod<{ files: FilesService; users: UserService }> = async (
  app,
  { files, users },
) => {
  app.post(
    '/user/profile-photo/upload-request',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user', 'files'],
        summary: 'A signed form to upload a new profile photo',
        security,
        body: profilePhotoUploadRequestSchema,
        response: { 200: okEnvelope(uploadRequestResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await files.requestUpload(
          userOf(request).userID,
          { ...request.body, purpose: 'profilePhoto' },
          originOf(request),
        ),
      ),
  );

  app.post(
    '/user/profile-photo/upload-validate',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user', 'files'],
        summary: 'Makes an uploaded image the profile photo (the token works once, for its uploader only)',
        security,
        body: uploadValidateRequestSchema,
        response: { 200: okEnvelope(profilePhotoValidateResponseSchema) },
      },
    },
    async (request) => {
      const profilePhoto = await users.setProfilePhotoFromUpload(userOf(request), request.body.token);
      return ok({ profilePhoto });
    },
  );
};
