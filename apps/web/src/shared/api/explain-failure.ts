import { messages } from '@wbn/contracts';
import { ApiError } from './api-error.ts';
import { say } from '../i18n/say.ts';

/**
 * What to tell someone whose action did not go through: the API's own words for a refusal it
 * explains (too long, not a business you manage, no connection), else the spec's generic failure
 * text. A 401 is the session's business (it refreshes or signs out), not the action's.
 */
export function explainFailure(error: unknown): string {
  const explained = error instanceof ApiError && error.status < 500 && error.status !== 401;
  return explained ? (error.errors[0]?.message ?? error.message) : say(messages.somethingWrong);
}
