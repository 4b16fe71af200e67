export { buildAuthApp, type BuildAuthOptions } from './app.ts';
export { loadAuthConfig, type AuthConfig } from './config.ts';
export { loadSigningKeys, generateSigningKeys, signingKeysFromPrivateKey, type SigningKeys } from './keys.ts';
export type { Mail, Mailer } from './mail.ts';
export { signAccessToken } from './tokens.ts';
