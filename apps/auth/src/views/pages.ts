import {
  languagePath,
  nameMaxLength,
  passwordMaxLength,
  passwordMinLength,
  productName,
  type UiLanguage,
} from '@wbn/contracts';
import type { Destination } from '../continue-url.ts';
import type { Translate } from '../texts/index.ts';
import { alertBox, field, hidden } from './form.ts';
import { html, htmlText, type SafeHtml } from './html.ts';
import { layout } from './layout.ts';

export type FieldErrors = Partial<Record<string, string>>;

export interface PageContext {
  destination: Destination;
  csrfToken: string;
  /** The sign-in state of the tab that opened the page (decision 0011), carried to every form. */
  signInState?: string | undefined;
  /** The page's language (decision 0028) and its texts. */
  language: UiLanguage;
  t: Translate;
  /** The `lang` the reader's address or form named: every link and form of the flow carries it on. */
  askedLanguage?: UiLanguage | undefined;
  /** The language prefix of the links to the web app's pages, when the reader's language is known. */
  webLanguage?: UiLanguage | undefined;
}

/**
 * A link to another auth page that keeps the portal (and the way back) the person came from, the
 * sign-in state of the tab and the language asked for.
 */
const authLink = (path: string, ctx: PageContext) =>
  `${path}?continue=${encodeURIComponent(ctx.destination.url)}` +
  (ctx.signInState ? `&state=${ctx.signInState}` : '') +
  (ctx.askedLanguage ? `&lang=${ctx.askedLanguage}` : '');

/** The hidden fields every form carries besides its own. */
const carried = (ctx: PageContext) =>
  html`${hidden('csrf', ctx.csrfToken)}${hidden('continue', ctx.destination.url)}${
    ctx.signInState ? hidden('state', ctx.signInState) : ''
  }${carriedLanguage(ctx)}`;

const carriedLanguage = (ctx: PageContext) => (ctx.askedLanguage ? hidden('lang', ctx.askedLanguage) : '');

/** A page of the web app (its legal pages), in the reader's language when known. */
const webPage = (ctx: PageContext) => (path: string) =>
  `${ctx.destination.origin}${ctx.webLanguage ? languagePath(ctx.webLanguage, path) : path}`;

const page = (ctx: PageContext, title: string, body: SafeHtml) =>
  layout({
    title,
    destination: ctx.destination,
    body,
    language: ctx.language,
    t: ctx.t,
    webPage: webPage(ctx),
  });

const product = { product: productName };
const passwordHint = (t: Translate) => t('field.passwordHint', { min: passwordMinLength });

export function loginPage(
  ctx: PageContext,
  state: { email?: string; error?: string; notice?: string; fieldErrors?: FieldErrors } = {},
): string {
  const { t } = ctx;
  return page(
    ctx,
    t('login.title'),
    html`<h1>${t('login.title')}</h1>
      <p class="lead">${t('login.lead')}</p>
      ${alertBox(state.error)}${alertBox(state.notice, 'info')}
      <form method="post" action="/login" novalidate>
        ${carried(ctx)}
        ${field({ name: 'email', label: t('field.email'), type: 'email', autocomplete: 'username', value: state.email ?? '', error: state.fieldErrors?.email, autofocus: !state.email || Boolean(state.fieldErrors?.email) })}
        ${field({ name: 'password', label: t('field.password'), type: 'password', autocomplete: 'current-password', error: state.fieldErrors?.password, autofocus: Boolean(state.email) && !state.fieldErrors?.email, maxlength: passwordMaxLength })}
        <p class="form-aside"><a href="${authLink('/forgot-password', ctx)}">${t('login.forgot')}</a></p>
        <button type="submit" class="button button--primary">${t('login.submit')}</button>
      </form>
      <p class="switch">
        ${t('login.newHere', product)} <a href="${authLink('/register', ctx)}">${t('login.register')}</a>
      </p>`,
  );
}

export function registerPage(
  ctx: PageContext,
  state: {
    values?: { email?: string; firstName?: string; lastName?: string };
    error?: string;
    fieldErrors?: FieldErrors;
  } = {},
): string {
  const { t } = ctx;
  const v = state.values ?? {};
  const fe = state.fieldErrors ?? {};
  // After a failed post the first field with a problem takes the focus.
  const focus = ['firstName', 'lastName', 'email', 'password'].find((f) => fe[f]) ?? 'firstName';
  const web = webPage(ctx);
  const consent = htmlText(t('register.consent'), {
    terms: html`<a href="${web('/terms-and-conditions')}">${t('register.terms')}</a>`,
    privacy: html`<a href="${web('/privacy-policy')}">${t('register.privacy')}</a>`,
  });
  return page(
    ctx,
    t('register.title'),
    html`<h1>${t('register.heading')}</h1>
      <p class="lead">${t('register.lead', product)}</p>
      ${alertBox(state.error)}
      <form method="post" action="/register" novalidate>
        ${carried(ctx)}
        <div class="field-row">
          ${field({ name: 'firstName', label: t('field.firstName'), autocomplete: 'given-name', value: v.firstName ?? '', error: fe.firstName, maxlength: nameMaxLength, autofocus: focus === 'firstName' })}
          ${field({ name: 'lastName', label: t('field.lastName'), autocomplete: 'family-name', value: v.lastName ?? '', error: fe.lastName, autofocus: focus === 'lastName', maxlength: nameMaxLength })}
        </div>
        ${field({ name: 'email', label: t('field.email'), type: 'email', autocomplete: 'email', value: v.email ?? '', error: fe.email, autofocus: focus === 'email' })}
        ${field({ name: 'password', label: t('field.password'), type: 'password', autocomplete: 'new-password', error: fe.password, autofocus: focus === 'password', hint: passwordHint(t), minlength: passwordMinLength, maxlength: passwordMaxLength })}
        <p class="form-aside">${consent}</p>
        <button type="submit" class="button button--accent">${t('register.submit')}</button>
      </form>
      <p class="switch">
        ${t('register.haveAccount')} <a href="${authLink('/login', ctx)}">${t('register.signIn')}</a>
      </p>`,
  );
}

export function forgotPage(
  ctx: PageContext,
  state: { email?: string; error?: string; fieldErrors?: FieldErrors } = {},
): string {
  const { t } = ctx;
  return page(
    ctx,
    t('forgot.title'),
    html`<h1>${t('forgot.title')}</h1>
      <p class="lead">${t('forgot.lead')}</p>
      ${alertBox(state.error)}
      <form method="post" action="/forgot-password" novalidate>
        ${carried(ctx)}
        ${field({ name: 'email', label: t('field.email'), type: 'email', autocomplete: 'email', value: state.email ?? '', error: state.fieldErrors?.email, autofocus: true })}
        <button type="submit" class="button button--primary">${t('forgot.submit')}</button>
      </form>
      <p class="switch"><a href="${authLink('/login', ctx)}">${t('forgot.backToSignIn')}</a></p>`,
  );
}

export function forgotSentPage(ctx: PageContext, message: string): string {
  const { t } = ctx;
  const askAgain = html`<a href="${authLink('/forgot-password', ctx)}">${t('sent.askAgain')}</a>`;
  return page(
    ctx,
    t('sent.title'),
    html`<h1>${t('sent.title')}</h1>
      ${alertBox(message, 'info')}
      <p>${htmlText(t('sent.help'), { askAgain })}</p>
      <p class="switch"><a href="${authLink('/login', ctx)}">${t('forgot.backToSignIn')}</a></p>`,
  );
}

export function resetPage(
  ctx: PageContext,
  state: { token: string; error?: string; fieldErrors?: FieldErrors },
): string {
  const { t } = ctx;
  return page(
    ctx,
    t('reset.title'),
    html`<h1>${t('reset.title')}</h1>
      ${alertBox(state.error)}
      <form method="post" action="/reset-password" novalidate>
        ${hidden('csrf', ctx.csrfToken)}${hidden('continue', ctx.destination.url)}${hidden('token', state.token)}${carriedLanguage(ctx)}
        ${field({ name: 'password', label: t('field.newPassword'), type: 'password', autocomplete: 'new-password', error: state.fieldErrors?.password, hint: passwordHint(t), minlength: passwordMinLength, maxlength: passwordMaxLength, autofocus: true })}
        <button type="submit" class="button button--primary">${t('reset.submit')}</button>
      </form>`,
  );
}

export function messagePage(
  ctx: PageContext,
  options: { title: string; message: string; kind?: 'error' | 'info'; link: { path: string; text: string } },
): string {
  return page(
    ctx,
    options.title,
    html`<h1>${options.title}</h1>
      ${alertBox(options.message, options.kind ?? 'info')}
      <p class="switch">
        <a class="button button--primary" href="${authLink(options.link.path, ctx)}">${options.link.text}</a>
      </p>`,
  );
}
