/**
 * The stable error names of the API and their HTTP statuses. The four 401 names are the spec's:
 * the web client refreshes on TokenNotFound / TokenExpiredError / SessionError and clears the
 * session on JsonWebTokenError.
 */
export const errorStatus = {
  ValidationError: 400,
  BadRequest: 400,
  TokenNotFound: 401,
  JsonWebTokenError: 401,
  TokenExpiredError: 401,
  SessionError: 401,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  // Content an operator hid (decision 0025): its address says it was removed.
  Gone: 410,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  // A card the provider declined or could not charge (membership checkout).
  PaymentFailed: 402,
  LimitReached: 422,
  TooManyRequests: 429,
  InternalError: 500,
  ServiceUnavailable: 503,
} as const;

export type ErrorName = keyof typeof errorStatus;

/** Names of 401 responses after which the client should try its refresh token. */
export const refreshableAuthErrors: readonly ErrorName[] = [
  'TokenNotFound',
  'TokenExpiredError',
  'SessionError',
];

/** What a 503 says when the database is away (refused, dropped, hung): not the spec's, ours. */
export const databaseUnavailableMessage =
  'The service cannot reach its database right now. Please try again in a minute; what you saved before is kept.';
