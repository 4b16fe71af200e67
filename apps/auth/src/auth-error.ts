import { AppError, type ErrorName, type FieldError } from '@wbn/contracts';
import { english, type TextKey, type TextParams, type Translate } from './texts/index.ts';

/** A message not yet in a language: a page or an answer says it in its reader's. */
export type Say = (t: Translate) => string;

/** The text of `key` (./texts) as a message. */
export const say =
  (key: TextKey, params?: TextParams): Say =>
  (t) =>
    t(key, params);

export interface FieldSay {
  path: string;
  say: Say;
}

/**
 * The servers' one error type (contracts' AppError) as the sign-on service throws it: its message
 * and field errors are English (logs, and any reader of `message`), and kept as texts so that a
 * page or an answer shows them in its reader's language (`in`).
 */
export class AuthError extends AppError {
  readonly says: Say;
  readonly fieldSays: readonly FieldSay[];

  constructor(name: ErrorName, message: Say, fields: readonly FieldSay[] = []) {
    super(name, message(english), fields.length ? inLanguage(fields, english) : undefined);
    this.says = message;
    this.fieldSays = fields;
  }

  /** A 400 naming the one field at fault. */
  static onField(path: string, message: Say): AuthError {
    return new AuthError('ValidationError', message, [{ path, say: message }]);
  }

  /** The message and the field errors in `t`'s language. */
  in(t: Translate): { message: string; errors: FieldError[] | undefined } {
    return {
      message: this.says(t),
      errors: this.fieldSays.length ? inLanguage(this.fieldSays, t) : undefined,
    };
  }
}

const inLanguage = (fields: readonly FieldSay[], t: Translate): FieldError[] =>
  fields.map((f) => ({ path: f.path, message: f.say(t) }));

/** Why a suspended account cannot sign in, and until when (a UTC date), or that it is for good. */
export const suspendedMessage = (until: Date | null): Say =>
  until
    ? say('error.suspendedUntil', { until: until.toISOString().slice(0, 16).replace('T', ' ') })
    : say('error.suspended');
