import { ApiError } from './api-error.ts';

/**
 * The default `retry` of every query (app/query-client.ts): a failed read is asked once more,
 * unless the server refused it with a 4xx (not found, not yours, a bad id, a page too deep),
 * which asking again would only repeat. No answer at all (a network failure) is worth a retry.
 */
export const retryUnlessClientError = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
