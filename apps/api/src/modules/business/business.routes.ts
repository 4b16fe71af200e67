import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessIdParamsSchema,
  businessPhotosSchema,
  businessProfileResponseSchema,
  businessTermsSectionSchema,
  contactInfoSectionSchema,
  createBusinessSchema,
  factorySectionSchema,
  generalSectionSchema,
  listBusinessQuerySchema,
  myBusinessCardSchema,
  okEnvelope,
  tradeCapabilitiesSectionSchema,
  userBusinessSchema,
  type BusinessSection,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { answerLanguage } from '../../lib/request-language.ts';
import { sendJson } from '../../lib/read-cache-json.ts';
import { userOf } from '../../plugins/auth.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import type { CrawlerPages } from '../../web/crawler-pages.ts';
import type { RefDataService } from '../ref-data/ref-data.service.ts';
import type { BusinessService, SectionBodies } from './business.service.ts';
import { registerBusinessSeo } from './business.seo.ts';
import { createProfileRead } from './business.profile-read.ts';
import { certificateRoutes } from './business.certificates.routes.ts';
import { memberRoutes } from './business.members.routes.ts';

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
  /** Where business pages are described to crawlers (business.seo.ts). */
  pages: CrawlerPages;
}

export const businessRoutes: FastifyPluginAsyncZod<BusinessRoutesOptions> = async (
  app,
  { business: service, refData, profiles, pages },
) => {
  const profileBody = createProfileRead(service, profiles);
  registerBusinessSeo(pages, service, refData);

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
    async (request, reply) => ok(await service.listOf(request.query.userID, answerLanguage(request, reply))),
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
    async (request, reply) =>
      ok(await service.create(userOf(request), request.body, answerLanguage(request, reply))),
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
    async (request, reply) => ok(await service.myList(userOf(request), answerLanguage(request, reply))),
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
    async (request, reply) =>
      sendJson(reply, await profileBody(request.params.id, request.user, answerLanguage(request, reply))),
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
      async (request, reply) =>
        ok(
          await service.updateSection(
            userOf(request),
            request.params.id,
            section,
            request.body as SectionBodies[typeof section],
            answerLanguage(request, reply),
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
    async (request, reply) =>
      ok(
        await service.updatePhotos(
          userOf(request),
          request.params.id,
          request.body,
          answerLanguage(request, reply),
        ),
      ),
  );

  await app.register(certificateRoutes, { business: service });
  await app.register(memberRoutes, { business: service });
};
