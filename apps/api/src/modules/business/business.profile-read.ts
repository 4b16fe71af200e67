import {
  businessProfileSchema,
  businessSessionSchema,
  type BusinessSession,
  type UiLanguage,
} from '@wbn/contracts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { jsonOf } from '../../lib/read-cache-json.ts';
import { languageKey } from '../../lib/read-caches.ts';
import type { BusinessService, Viewer } from './business.service.ts';

const visitorSession = jsonOf(businessSessionSchema, { access: null });
const sessionJson = (s: BusinessSession) =>
  s.access === null ? visitorSession : jsonOf(businessSessionSchema, s);

/**
 * GET /api/business/profile/{id} as the JSON body it sends. The profile (data.data) is the same
 * for every viewer reading its language and is kept serialized in `cache` by id and language; the
 * viewer's session (data.session) is read on every request, so a change of role or product count
 * shows at once.
 */
export function createProfileRead(service: BusinessService, cache: ReadCache<string>) {
  const body = (profile: string, session: BusinessSession) =>
    `{"success":true,"data":{"data":${profile},"session":${sessionJson(session)}}}`;

  return async function profileBody(
    businessID: string,
    viewer: Viewer | null,
    language: UiLanguage,
  ): Promise<string> {
    const key = languageKey(businessID, language);
    const cached = cache.get(key);
    if (cached !== undefined) return body(cached, await service.session(businessID, viewer));
    const ticket = cache.ticket();
    const { data, session } = await service.profile(businessID, viewer, language);
    const profile = jsonOf(businessProfileSchema, data);
    // A hidden business is read only by its members, with their notice: never kept for others.
    if (!data.hidden) cache.set(key, profile, ticket);
    return body(profile, session);
  };
}
