import { hash, verify } from '@node-rs/argon2';
import { passwordMaxLength, passwordMinLength } from '@wbn/contracts';
import { say, type Say } from './auth-error.ts';
import { commonPasswords } from './common-passwords.ts';

/**
 * argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): ~20 ms here, which keeps a
 * login cheap for us and a guess expensive for anyone holding a stolen hash.
 */
const options = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */ as const,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has: verifying against it when the e-mail is unknown makes a failed
 * login take as long as one for a real account, so timing does not tell which e-mails exist.
 */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> =>
  (dummyHash ??= hashPassword(`dummy-${Math.random()}`));

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'sameAsEmail';

/** What to show next to the field for each problem. */
export const passwordProblemMessages: Readonly<Record<PasswordProblem, Say>> = {
  tooShort: say('error.tooShort', { min: passwordMinLength }),
  tooLong: say('error.tooLong', { max: passwordMaxLength }),
  common: say('error.passwordCommon'),
  sameAsEmail: say('error.passwordIsEmail'),
};

/** The password rules: what is wrong with the password, or null when it is fine. */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < passwordMinLength) return 'tooShort';
  if (length > passwordMaxLength) return 'tooLong';
  const lower = password.trim().toLowerCase();
  if (commonPasswords.has(lower)) return 'common';
  const normalisedEmail = email.trim().toLowerCase();
  if (normalisedEmail && (lower === normalisedEmail || lower === normalisedEmail.split('@')[0])) {
    return 'sameAsEmail';
  }
  return null;
}
