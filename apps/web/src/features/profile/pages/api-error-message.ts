import { ApiError } from '../../../shared/api/api-error.ts';

/** A toast's text: the base message, followed by the API's own message when it sent one. */
export const errorMessage = (err: unknown, base: string) =>
  err instanceof ApiError && err.message ? `${base}: ${err.message}` : base;
