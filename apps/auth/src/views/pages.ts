import { nameMaxLength, passwordMaxLength, passwordMinLength, productName } from '@wbn/contracts';
import type { Destination } from '../continue-url.ts';
import { alertBox, field, hidden } from './form.ts';
import { html } from './html.ts';
import { layout } from './layout.ts';

export type FieldErrors = Partial<Record<string, string>>;

export interface PageContext {
  destination: Destination;
  csrfToken: string;
  /** The sign-in state of the tab that opened the page (decision 0011), carried to every form. */
  signInState?: string | undefined;
}

/**
 * A link to another auth page that keeps the portal (and the way back) the person came from, and
 * the sign-in state of the tab.
 */
const authLink = (path: string, ctx: PageContext) =>
  `${path}?continue=${encodeURIComponent(ctx.destination.url)}` +
  (ctx.signInState ? `&state=${ctx.signInState}` : '');

/** The hidden fields every form carries besides its own. */
const carried = (ctx: PageContext) =>
  html`${hidden('csrf', ctx.csrfToken)}${hidden('continue', ctx.destination.url)}${
    ctx.signInState ? hidden('state', ctx.signInState) : ''
  }`;

const passwordHint = `At least ${passwordMinLength} characters. A few unrelated words make a strong, memorable password; common passwords are refused.`;

export function loginPage(
  ctx: PageContext,
  state: { email?: string; error?: string; notice?: string; fieldErrors?: FieldErrors } = {},
): string {
  const d = ctx.destination;
  return layout({
    title: 'Sign in',
    destination: d,
    body: html`<h1>Sign in</h1>
      <p class="lead">Welcome back. Sign in to reach your businesses, inquiries and network.</p>
      ${alertBox(state.error)}${alertBox(state.notice, 'info')}
      <form method="post" action="/login" novalidate>
        ${carried(ctx)}
        ${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'username', value: state.email ?? '', error: state.fieldErrors?.email, autofocus: !state.email || Boolean(state.fieldErrors?.email) })}
        ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: state.fieldErrors?.password, autofocus: Boolean(state.email) && !state.fieldErrors?.email, maxlength: passwordMaxLength })}
        <p class="form-aside"><a href="${authLink('/forgot-password', ctx)}">Forgot your password?</a></p>
        <button type="submit" class="button button--primary">Sign in</button>
      </form>
      <p class="switch">
        New to ${productName}? <a href="${authLink('/register', ctx)}">Create a free account</a>
      </p>`,
  });
}

export function registerPage(
  ctx: PageContext,
  state: {
    values?: { email?: string; firstName?: string; lastName?: string };
    error?: string;
    fieldErrors?: FieldErrors;
  } = {},
): string {
  const d = ctx.destination;
  const v = state.values ?? {};
  const fe = state.fieldErrors ?? {};
  // After a failed post the first field with a problem takes the focus.
  const focus = ['firstName', 'lastName', 'email', 'password'].find((f) => fe[f]) ?? 'firstName';
  return layout({
    title: 'Create your account',
    destination: d,
    body: html`<h1>Create your free account</h1>
      <p class="lead">
        Join manufacturers, distributors, importers and exporters on the ${productName} network. It is free.
      </p>
      ${alertBox(state.error)}
      <form method="post" action="/register" novalidate>
        ${carried(ctx)}
        <div class="field-row">
          ${field({ name: 'firstName', label: 'First name', autocomplete: 'given-name', value: v.firstName ?? '', error: fe.firstName, maxlength: nameMaxLength, autofocus: focus === 'firstName' })}
          ${field({ name: 'lastName', label: 'Last name', autocomplete: 'family-name', value: v.lastName ?? '', error: fe.lastName, autofocus: focus === 'lastName', maxlength: nameMaxLength })}
        </div>
        ${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', value: v.email ?? '', error: fe.email, autofocus: focus === 'email' })}
        ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', error: fe.password, autofocus: focus === 'password', hint: passwordHint, minlength: passwordMinLength, maxlength: passwordMaxLength })}
        <p class="form-aside">
          By creating an account you accept the
          <a href="${d.origin}/terms-and-conditions">terms and conditions</a> and the
          <a href="${d.origin}/privacy-policy">privacy policy</a>.
        </p>
        <button type="submit" class="button button--accent">Create account</button>
      </form>
      <p class="switch">Already have an account? <a href="${authLink('/login', ctx)}">Sign in</a></p>`,
  });
}

export function forgotPage(
  ctx: PageContext,
  state: { email?: string; error?: string; fieldErrors?: FieldErrors } = {},
): string {
  const d = ctx.destination;
  return layout({
    title: 'Reset your password',
    destination: d,
    body: html`<h1>Reset your password</h1>
      <p class="lead">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      ${alertBox(state.error)}
      <form method="post" action="/forgot-password" novalidate>
        ${carried(ctx)}
        ${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', value: state.email ?? '', error: state.fieldErrors?.email, autofocus: true })}
        <button type="submit" class="button button--primary">Send the link</button>
      </form>
      <p class="switch"><a href="${authLink('/login', ctx)}">Back to sign in</a></p>`,
  });
}

export function forgotSentPage(ctx: PageContext, message: string): string {
  const d = ctx.destination;
  return layout({
    title: 'Check your e-mail',
    destination: d,
    body: html`<h1>Check your e-mail</h1>
      ${alertBox(message, 'info')}
      <p>
        Nothing arrived after a few minutes? Look in your spam folder, or
        <a href="${authLink('/forgot-password', ctx)}">ask again</a>.
      </p>
      <p class="switch"><a href="${authLink('/login', ctx)}">Back to sign in</a></p>`,
  });
}

export function resetPage(
  ctx: PageContext,
  state: { token: string; error?: string; fieldErrors?: FieldErrors },
): string {
  const d = ctx.destination;
  return layout({
    title: 'Choose a new password',
    destination: d,
    body: html`<h1>Choose a new password</h1>
      ${alertBox(state.error)}
      <form method="post" action="/reset-password" novalidate>
        ${hidden('csrf', ctx.csrfToken)}${hidden('continue', d.url)}${hidden('token', state.token)}
        ${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', error: state.fieldErrors?.password, hint: passwordHint, minlength: passwordMinLength, maxlength: passwordMaxLength, autofocus: true })}
        <button type="submit" class="button button--primary">Save the new password</button>
      </form>`,
  });
}

export function messagePage(
  ctx: PageContext,
  options: { title: string; message: string; kind?: 'error' | 'info'; link: { path: string; text: string } },
): string {
  const d = ctx.destination;
  return layout({
    title: options.title,
    destination: d,
    body: html`<h1>${options.title}</h1>
      ${alertBox(options.message, options.kind ?? 'info')}
      <p class="switch">
        <a class="button button--primary" href="${authLink(options.link.path, ctx)}">${options.link.text}</a>
      </p>`,
  });
}
