import { z } from 'zod';

/**
 * Identity contracts shared by the auth service, the API and the web app. Server times are Unix
 * seconds; the web app stores them multiplied by 1000 (the spec's rule).
 */
export const passwordMinLength = 8;
export const passwordMaxLength = 256;
export const nameMaxLength = 80;
export const emailMaxLength = 254;

// The header names and the sign-in state's storage key are in identity-names.ts (no zod there).

export const emailSchema = z.string().trim().toLowerCase().max(emailMaxLength).pipe(z.email());

/**
 * The sign-in state: a random value the web app keeps in the tab's sessionStorage (under
 * `signInStateStorageKey`) before it sends the browser to the login. The login binds the one-time
 * code to it, and /SetID/ trades the code only together with it, so a code minted for one browser
 * cannot sign another one in (login CSRF), as OAuth's `state` and PKCE do. Decision 0011.
 */
export const signInStateSchema = z.string().regex(/^[\w-]{32,128}$/);

export const registerBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(passwordMinLength).max(passwordMaxLength),
  firstName: z.string().trim().min(1).max(nameMaxLength),
  lastName: z.string().trim().min(1).max(nameMaxLength),
  state: signInStateSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(emailMaxLength),
  password: z.string().max(passwordMaxLength),
  state: signInStateSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** What POST /login and POST /register answer to programs: the one-time handoff code. */
export const handoffCodeSchema = z.object({ token: z.string() });

/** A code minted with a state is traded only with that state; one minted without, only without. */
export const getSessionBodySchema = z.object({
  token: z.string().min(1).max(200),
  state: signInStateSchema.optional(),
});

/** The session the web app keeps (server values in seconds). */
export const sessionSchema = z.object({
  token: z.string(),
  tokenExpire: z.number().int(),
  refreshToken: z.string(),
  refreshTokenExpire: z.number().int(),
  userID: z.uuid(),
});
export type Session = z.infer<typeof sessionSchema>;

/** POST /refresh-token answers the rotated pair. */
export const refreshedSessionSchema = sessionSchema;

/**
 * How far ahead of a verifier's clock an access token's `iat` may be: the signing and the
 * verifying machine's clocks differ a little. `exp` gets no such allowance.
 */
export const accessTokenClockSkewSeconds = 30;

/** The claims of an access token (JWT, EdDSA; header `kid` names the signing key, `typ` is JWT). */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
  email: string;
  given_name: string;
  family_name: string;
  iat: number;
  exp: number;
  iss: string;
}

/**
 * The signed-in user's own profile (GET /api/user/profile). The identity work creates it from the
 * token's claims; the profiles work extends it with the spec's profile fields.
 */
export const userProfileSchema = z.object({
  userID: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
