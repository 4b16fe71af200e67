import { AppError } from '@wbn/contracts';

/** The auth service throws the servers' one error type (packages/contracts/src/app-error.ts). */
export { AppError as AuthError };

/** Every message a person may read. None of them says whether an e-mail has an account. */
export const authMessages = {
  invalidCredentials: 'The e-mail or password is not correct.',
  tooManyLogins:
    'Too many failed sign-in attempts. Please wait a few minutes before trying again, or reset your password.',
  tooManyRegistrations: 'Too many sign-ups from your network. Please wait a while and try again.',
  tooManyResets: 'Too many reset requests. Please wait a while and try again.',
  registerRefused:
    'We could not create an account with these details. If you have signed up before, sign in or reset your password.',
  resetSent:
    'If an account uses this e-mail address, a link to choose a new password is on its way. It works once and expires soon.',
  resetInvalid: 'This reset link has expired or has already been used. Please ask for a new one.',
  resetDone: 'Your password has been changed and you have been signed out everywhere. Please sign in.',
  codeInvalid: 'This sign-in code has expired or was already used. Please sign in again.',
  refreshMissing: 'No refresh token was sent.',
  refreshInvalid: 'This session has ended. Please sign in again.',
  refreshExpired: 'This session has expired. Please sign in again.',
  tokenMissing: 'No access token was sent.',
  tokenInvalid: 'The access token is not valid.',
  emailInvalid: 'Enter a valid e-mail address.',
  required: 'This field is required.',
  nameTooLong: 'Use at most 80 characters.',
  formExpired: 'This form has expired. Please try again.',
  stateInvalid: 'The sign-in state must be 32 to 128 letters, digits, "-" or "_".',
} as const;

/** Why a suspended account cannot sign in, and until when (a UTC date), or that it is for good. */
export const suspendedMessage = (until: Date | null): string =>
  until
    ? `This account is suspended by the network's moderators until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC.`
    : "This account is suspended by the network's moderators.";
