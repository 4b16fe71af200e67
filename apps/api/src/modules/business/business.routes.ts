import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addMemberSchema,
  businessIdParamsSchema,
  businessMemberSchema,
  businessPhotosSchema,
  businessProfileResponseSchema,
  businessTermsSectionSchema,
  certificateInputSchema,
  certificateParamsSchema,
  certificateSchema,
  changeMemberRoleSchema,
  contactInfoSectionSchema,
  createBusinessSchema,
  factorySectionSchema,
  generalSectionSchema,
  listBusinessQuerySchema,
  memberParamsSchema,
  myBusinessCardSchema,
  okEnvelope,
  tradeCapabilitiesSectionSchema,
  userBusinessSchema,
  type BusinessSection,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { sendJson } from '../../lib/read-cache-json.ts';
import { userOf } from '../../plugins/auth.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import type { RefDataService } from '../ref-data/ref-data.service.ts';
import type { BusinessService, SectionBodies } from './business.service.ts';
import { registerBusinessSeo } from './business.seo.ts';
import { createProfileRead } from './business.profile-read.ts';

const security = [{ wbnAuth: [] }];
const tags = ['business'];

const sectionSchemas = {
  general: generalSectionSchema,
  contactInfo: contactInfoSectionSchema,
  factory: factorySectionSchema,
  tradeCapabilities: tradeCapabilitiesSectionSchema,
  businessTerms: businessTermsSectionSchema,
} as const satisfies Record<BusinessSection, z.ZodType>;

/**
 * The business module's calls (see docs/decisions/0004-businesses.md). Reads are public; every
 * write needs a session (401 TokenNotFound) and the right role, checked first in the service.
 */
export interface BusinessRoutesOptions {
  business: BusinessService;
  refData: RefDataService;
  /** The public part of GET /api/business/profile/{id} (see business.profile-read.ts). */
  profiles: ReadCache<string>;
}

export const businessRoutes: FastifyPluginAsyncZod<BusinessRoutesOptions> = async (
  app,
  { business: service, refData, profiles },
) => {
  const profileBody = createProfileRead(service, profiles);
  registerBusinessSeo(app, refData);

  app.get(
    '/business/profile/list-business',
    {
      schema: {
        tags,
        summary: "A user's businesses (as listed on their profile)",
        querystring: listBusinessQuerySchema,
        response: { 200: okEnvelope(z.array(userBusinessSchema)) },
      },
    },
    async (request) => ok(await service.listOf(request.query.userID)),
  );

  const profileResponse = { 200: okEnvelope(businessProfileResponseSchema) };

  app.post(
    '/business/profile/create',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Creates a business; the creator becomes its owner',
        security,
        body: createBusinessSchema,
        response: profileResponse,
      },
    },
    async (request) => ok(await service.create(userOf(request), request.body)),
  );

  app.get(
    '/business/profile/my-list',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The businesses the signed-in user belongs to (owner, admin or member)',
        security,
        response: { 200: okEnvelope(z.array(myBusinessCardSchema)) },
      },
    },
    async (request) => ok(await service.myList(userOf(request))),
  );

  app.get(
    '/business/profile/:id',
    {
      schema: {
        tags,
        summary: "A business profile (public) and the viewer's access: data.data and data.session",
        params: businessIdParamsSchema,
        response: profileResponse,
      },
    },
    // Sent as prepared JSON (see business.profile-read.ts); the schema above still documents it.
    async (request, reply) => sendJson(reply, await profileBody(request.params.id, request.user)),
  );

  for (const section of Object.keys(sectionSchemas) as BusinessSection[]) {
    app.put(
      `/business/profile/:id/${section}`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `Replaces the ${section} section (owner or admin)`,
          security,
          params: businessIdParamsSchema,
          body: sectionSchemas[section],
          response: profileResponse,
        },
      },
      async (request) =>
        ok(
          await service.updateSection(
            userOf(request),
            request.params.id,
            section,
            request.body as SectionBodies[typeof section],
          ),
        ),
    );
  }

  app.put(
    '/business/profile/:id/photos',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Sets the logo (profilePhoto) and/or the cover from upload tokens (owner or admin)',
        security,
        params: businessIdParamsSchema,
        body: businessPhotosSchema,
        response: profileResponse,
      },
    },
    async (request) => ok(await service.updatePhotos(userOf(request), request.params.id, request.body)),
  );

  // ----- certificates -----------------------------------------------------------------------

  app.post(
    '/business/:id/certificates',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Adds a certificate (owner or admin)',
        security,
        params: businessIdParamsSchema,
        body: certificateInputSchema,
        response: { 200: okEnvelope(certificateSchema) },
      },
    },
    async (request) => ok(await service.addCertificate(userOf(request), request.params.id, request.body)),
  );

  app.put(
    '/business/:id/certificates/:certificateID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Replaces a certificate (owner or admin); photo absent keeps it, null removes it',
        security,
        params: certificateParamsSchema,
        body: certificateInputSchema,
        response: { 200: okEnvelope(certificateSchema) },
      },
    },
    async (request) =>
      ok(
        await service.updateCertificate(
          userOf(request),
          request.params.id,
          request.params.certificateID,
          request.body,
        ),
      ),
  );

  app.delete(
    '/business/:id/certificates/:certificateID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Deletes a certificate (owner or admin)',
        security,
        params: certificateParamsSchema,
        response: { 200: okEnvelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await service.deleteCertificate(userOf(request), request.params.id, request.params.certificateID);
      return ok({ deleted: true as const });
    },
  );

  // ----- members ----------------------------------------------------------------------------

  const membersResponse = { 200: okEnvelope(z.array(businessMemberSchema)) };

  app.get(
    '/business/:id/members',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The people of a business (owner, admins and members may see them)',
        security,
        params: businessIdParamsSchema,
        response: membersResponse,
      },
    },
    async (request) => ok(await service.members(userOf(request), request.params.id)),
  );

  app.post(
    '/business/:id/members',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Adds an existing user by e-mail as admin or member (owner or admin)',
        security,
        params: businessIdParamsSchema,
        body: addMemberSchema,
        response: membersResponse,
      },
    },
    async (request) => ok(await service.addMember(userOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/business/:id/members/:userID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Changes a member's role (owner or admin; never the owner's)",
        security,
        params: memberParamsSchema,
        body: changeMemberRoleSchema,
        response: membersResponse,
      },
    },
    async (request) =>
      ok(
        await service.changeMemberRole(
          userOf(request),
          request.params.id,
          request.params.userID,
          request.body.role,
        ),
      ),
  );

  app.delete(
    '/business/:id/members/:userID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Removes a member (owner or admin), or leaves (oneself); never the owner',
        security,
        params: memberParamsSchema,
        response: { 200: okEnvelope(z.object({ removed: z.literal(true) })) },
      },
    },
    async (request) => {
      await service.removeMember(userOf(request), request.params.id, request.params.userID);
      return ok({ removed: true as const });
    },
  );
};
