import { ApiError } from '../../../shared/api/api-error.ts';

/** A refusal (404 not your thread or inbox, 400 bad id) will not change by asking again. */
export const retryUnlessRefused = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;
