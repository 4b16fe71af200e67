import { databaseUnavailableMessage, unsafeTextMessages } from '@wbn/contracts';

/**
 * Every text a person reads from the sign-on service (pages, messages, mails), in English, the
 * source. A translation beside it has each key, with the same `{placeholders}` (texts.test.ts).
 * The keys name where a text is shown; placeholders are filled by `translate` (./index.ts).
 */
export const en = {
  // The frame of every page.
  'layout.skipLink': 'Skip to the form',
  'layout.back': '← Back to {product} {portal}',
  'layout.globalPortal': 'Global',
  'layout.footerNote':
    'One account for every {product} portal. We never share your password, and our staff will never ask for it.',
  'layout.privacy': 'Privacy policy',
  'layout.terms': 'Terms and conditions',
  'layout.contact': 'Contact us',

  // Form fields.
  'field.email': 'E-mail',
  'field.password': 'Password',
  'field.firstName': 'First name',
  'field.lastName': 'Last name',
  'field.newPassword': 'New password',
  'field.passwordHint':
    'At least {min} characters. A few unrelated words make a strong, memorable password; common passwords are refused.',

  // Sign in.
  'login.title': 'Sign in',
  'login.lead': 'Welcome back. Sign in to reach your businesses, inquiries and network.',
  'login.forgot': 'Forgot your password?',
  'login.submit': 'Sign in',
  'login.newHere': 'New to {product}?',
  'login.register': 'Create a free account',

  // Register ({terms} and {privacy} are links whose texts follow).
  'register.title': 'Create your account',
  'register.heading': 'Create your free account',
  'register.lead':
    'Join manufacturers, distributors, importers and exporters on the {product} network. It is free.',
  'register.consent': 'By creating an account you accept the {terms} and the {privacy}.',
  'register.terms': 'terms and conditions',
  'register.privacy': 'privacy policy',
  'register.submit': 'Create account',
  'register.haveAccount': 'Already have an account?',
  'register.signIn': 'Sign in',

  // Forgotten password ({askAgain} is a link).
  'forgot.title': 'Reset your password',
  'forgot.lead':
    'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  'forgot.submit': 'Send the link',
  'forgot.backToSignIn': 'Back to sign in',
  'sent.title': 'Check your e-mail',
  'sent.help': 'Nothing arrived after a few minutes? Look in your spam folder, or {askAgain}.',
  'sent.askAgain': 'ask again',

  // Reset by the mailed link.
  'reset.title': 'Choose a new password',
  'reset.submit': 'Save the new password',
  'reset.deadLinkTitle': 'This link no longer works',
  'reset.deadLinkAction': 'Ask for a new link',
  'reset.doneTitle': 'Password changed',
  'reset.doneAction': 'Sign in',

  // Notices and errors. None of them says whether an e-mail has an account.
  'notice.resetSent':
    'If an account uses this e-mail address, a link to choose a new password is on its way. It works once and expires soon.',
  'notice.resetDone':
    'Your password has been changed and you have been signed out everywhere. Please sign in.',
  'error.invalidCredentials': 'The e-mail or password is not correct.',
  'error.tooManyLogins':
    'Too many failed sign-in attempts. Please wait a few minutes before trying again, or reset your password.',
  'error.tooManyRegistrations': 'Too many sign-ups from your network. Please wait a while and try again.',
  'error.tooManyResets': 'Too many reset requests. Please wait a while and try again.',
  'error.registerRefused':
    'We could not create an account with these details. If you have signed up before, sign in or reset your password.',
  'error.resetInvalid': 'This reset link has expired or has already been used. Please ask for a new one.',
  'error.codeInvalid': 'This sign-in code has expired or was already used. Please sign in again.',
  'error.refreshMissing': 'No refresh token was sent.',
  'error.refreshInvalid': 'This session has ended. Please sign in again.',
  'error.refreshExpired': 'This session has expired. Please sign in again.',
  'error.tokenMissing': 'No access token was sent.',
  'error.tokenInvalid': 'The access token is not valid.',
  'error.emailInvalid': 'Enter a valid e-mail address.',
  'error.required': 'This field is required.',
  'error.tooShort': 'Use at least {min} characters.',
  'error.tooLong': 'Use at most {max} characters.',
  'error.passwordCommon':
    'This password is one of the most common ones and easy to guess. Please choose another.',
  'error.passwordIsEmail': 'Your password must not be your e-mail address.',
  'error.textNul': unsafeTextMessages.nul,
  'error.textSurrogate': unsafeTextMessages.surrogate,
  'error.formExpired': 'This form has expired. Please try again.',
  'error.stateInvalid': 'The sign-in state must be 32 to 128 letters, digits, "-" or "_".',
  'error.suspended': "This account is suspended by the network's moderators.",
  'error.suspendedUntil': "This account is suspended by the network's moderators until {until} UTC.",
  'error.tooManyRequests': 'Too many requests, please slow down.',
  'error.badRequest': 'Bad request',
  'error.internal': 'Something went wrong, please try again.',
  'error.databaseUnavailable': databaseUnavailableMessage,

  // The password-reset mail (its text and HTML parts say the same; {minutes} is at least 5).
  'mail.reset.subject': 'Reset your {product} password',
  'mail.reset.greeting': 'Hello {firstName},',
  'mail.reset.asked': 'Someone (we hope you) asked to reset the password of your {product} account.',
  'mail.reset.chooseText': 'Choose a new password here within {minutes} minutes (the link works once):',
  'mail.reset.chooseHtml': 'Choose a new password within {minutes} minutes (the link works once):',
  'mail.reset.button': 'Choose a new password',
  'mail.reset.ignore': 'If you did not ask for this, ignore this message: your password stays as it is.',
} as const;

export type TextKey = keyof typeof en;
/** A translation: every key of the English source. */
export type Texts = Readonly<Record<TextKey, string>>;
