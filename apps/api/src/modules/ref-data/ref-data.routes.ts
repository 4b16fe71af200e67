import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessTypeSchema,
  countryCodeParamsSchema,
  countrySchema,
  genderSchema,
  jobPositionSchema,
  languageSchema,
  okEnvelope,
  stateSchema,
  type UiLanguage,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { answerLanguage } from '../../lib/request-language.ts';
import type { RefDataService } from './ref-data.service.ts';

const cacheHeader = 'public, max-age=3600';

export const refDataRoutes: FastifyPluginAsyncZod<{ refData: RefDataService }> = async (
  app,
  { refData: service },
) => {
  // Each list is named in the request's language (decision 0031), and says so in `Vary`.
  const list = <T extends z.ZodType>(
    path: string,
    summary: string,
    item: T,
    load: (language: UiLanguage) => Promise<z.infer<T>[]>,
  ) =>
    app.get(
      path,
      { schema: { tags: ['ref-data'], summary, response: { 200: okEnvelope(z.array(item)) } } },
      async (request, reply) => {
        reply.header('cache-control', cacheHeader);
        return ok(await load(answerLanguage(request, reply)));
      },
    );

  list(
    '/ref-data/country',
    "Every country with flag emoji and dial codes, named and ordered in the reader's language",
    countrySchema,
    service.countries,
  );
  list('/ref-data/gender', "Genders, in the reader's language", genderSchema, service.genders);
  list(
    '/ref-data/language',
    "ISO 639-1 languages: languageName in the reader's language, name in the language itself",
    languageSchema,
    service.languages,
  );
  list(
    '/ref-data/job-position',
    "Job positions, in the reader's language",
    jobPositionSchema,
    service.jobPositions,
  );
  list(
    '/ref-data/business-type',
    "Business types (the search codes of companies), in the reader's language",
    businessTypeSchema,
    service.businessTypes,
  );

  app.get(
    '/ref-data/country/:code/state',
    {
      schema: {
        tags: ['ref-data'],
        summary: 'States or provinces of a country (empty where none are listed)',
        params: countryCodeParamsSchema,
        response: { 200: okEnvelope(z.array(stateSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cacheHeader);
      return ok(await service.states(request.params.code));
    },
  );
};
