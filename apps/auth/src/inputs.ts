import { z } from 'zod';
import {
  emailMaxLength,
  nameMaxLength,
  passwordMaxLength,
  signInStateSchema,
  textProblem,
} from '@wbn/contracts';
import { AuthError, say, type Say } from './auth-error.ts';

/**
 * Reads the forms and JSON bodies of the sign-in calls into clean values, with a message per
 * field. The same reader serves the HTML forms (messages next to the fields) and programs (a 400
 * ValidationError naming the fields).
 */
export type FieldErrors = Record<string, Say>;
type Read<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; values: Partial<T> };

const emailFormat = z.email();
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Trimmed and lower-cased: one account per address whatever its spelling. */
export const normaliseEmail = (raw: unknown): string => str(raw).trim().toLowerCase();

function checkEmail(email: string, errors: FieldErrors): void {
  if (!email) errors.email = say('error.required');
  else if (email.length > emailMaxLength || !emailFormat.safeParse(email).success)
    errors.email = say('error.emailInvalid');
}

const unsafeTextKeys = { nul: 'error.textNul', surrogate: 'error.textSurrogate' } as const;

function checkName(field: string, value: string, errors: FieldErrors): void {
  // A name is stored: a NUL or a lone surrogate would fail there (decision 0012).
  const problem = textProblem(value);
  if (!value) errors[field] = say('error.required');
  else if (value.length > nameMaxLength) errors[field] = say('error.tooLong', { max: nameMaxLength });
  else if (problem) errors[field] = say(unsafeTextKeys[problem]);
}

function checkPassword(password: string, errors: FieldErrors): void {
  if (!password) errors.password = say('error.required');
  else if (password.length > passwordMaxLength * 4)
    errors.password = say('error.tooLong', { max: passwordMaxLength });
}

const result = <T>(value: T, errors: FieldErrors): Read<T> =>
  Object.keys(errors).length ? { ok: false, errors, values: value } : { ok: true, value };

export function readLogin(body: Record<string, unknown>): Read<{ email: string; password: string }> {
  const errors: FieldErrors = {};
  const email = normaliseEmail(body.email);
  const password = str(body.password);
  checkEmail(email, errors);
  if (!password) errors.password = say('error.required');
  return result({ email, password }, errors);
}

export function readRegister(
  body: Record<string, unknown>,
): Read<{ email: string; password: string; firstName: string; lastName: string }> {
  const errors: FieldErrors = {};
  const value = {
    email: normaliseEmail(body.email),
    password: str(body.password),
    firstName: str(body.firstName).trim(),
    lastName: str(body.lastName).trim(),
  };
  checkName('firstName', value.firstName, errors);
  checkName('lastName', value.lastName, errors);
  checkEmail(value.email, errors);
  checkPassword(value.password, errors);
  return result(value, errors);
}

export function readEmail(body: Record<string, unknown>): Read<{ email: string }> {
  const errors: FieldErrors = {};
  const email = normaliseEmail(body.email);
  checkEmail(email, errors);
  return result({ email }, errors);
}

export function readReset(body: Record<string, unknown>): Read<{ token: string; password: string }> {
  const errors: FieldErrors = {};
  const value = { token: str(body.token), password: str(body.password) };
  checkPassword(value.password, errors);
  return result(value, errors);
}

/** A program's optional sign-in state (decision 0011): absent, or well formed. */
export function readSignInState(body: Record<string, unknown>): Read<string | undefined> {
  if (body.state === undefined) return { ok: true, value: undefined };
  const parsed = signInStateSchema.safeParse(body.state);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: { state: say('error.stateInvalid') }, values: undefined };
}

/** The 400 a program gets for the same problems a form shows next to its fields. */
export function validationError(errors: FieldErrors): AuthError {
  const fields = Object.entries(errors).map(([path, message]) => ({ path: `body.${path}`, say: message }));
  const first = fields[0]!;
  return new AuthError('ValidationError', (t) => `${first.path}: ${first.say(t)}`, fields);
}
