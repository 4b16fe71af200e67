// Identity's plain names, apart from its zod schemas (identity.ts): the web app's session code
// needs only these, and must not bring zod into its first load (decision 0015).

/** The header names of the spec. */
export const accessTokenHeader = 'wbn-auth';
export const refreshTokenHeader = 'wbn-refresh-token';

/** Where the web app keeps the tab's sign-in state (signInStateSchema in identity.ts says what it is). */
export const signInStateStorageKey = 'wbn-sign-in-state';
