import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError, say } from '../auth-error.ts';
import { handoffUrl, resolveContinue, signInStartUrl, type Destination } from '../continue-url.ts';
import {
  readEmail,
  readLogin,
  readRegister,
  readReset,
  readSignInState,
  validationError,
} from '../inputs.ts';
import {
  forgotPage,
  forgotSentPage,
  loginPage,
  messagePage,
  registerPage,
  resetPage,
  type PageContext,
} from '../views/pages.ts';
import type { Translate } from '../texts/index.ts';
import {
  bodyOf,
  clientInfo,
  formIsGenuine,
  isFormPost,
  pageContext,
  sendPage,
  signInStateOf,
  type RouteDeps,
} from './deps.ts';
import { mailLanguage, requestLanguage } from './language.ts';

/**
 * The sign-in pages. Each GET renders a server-side form (no script needed); each POST answers a
 * form with a page or a redirect, and a JSON body (programs) with the envelope.
 */
export async function pageRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { service, config } = deps;
  const destinationOf = (request: FastifyRequest): Destination => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    return resolveContinue(bodyOf(request).continue ?? query.continue, config.publicUrl);
  };

  /**
   * Runs a form post: checks the CSRF token, then `action`; an AuthError is shown on the page
   * again (`render`), anything else is a server error.
   */
  async function handleForm(
    request: FastifyRequest,
    reply: FastifyReply,
    render: (ctx: PageContext, error: AuthError) => string,
    action: (ctx: PageContext, destination: Destination) => Promise<FastifyReply>,
  ): Promise<FastifyReply> {
    const destination = destinationOf(request);
    const ctx = pageContext(deps, request, reply, destination);
    try {
      if (!formIsGenuine(deps, request)) throw new AuthError('Forbidden', say('error.formExpired'));
      return await action(ctx, destination);
    } catch (err) {
      if (!(err instanceof AuthError)) throw err;
      return sendPage(reply, err.status, render(ctx, err));
    }
  }

  // What the page shows of an error, in its language: next to the fields, or above the form.
  const fieldErrorsOf = (err: AuthError, t: Translate) =>
    Object.fromEntries((err.in(t).errors ?? []).map((e) => [e.path.replace(/^body\./, ''), e.message]));
  const generalError = (err: AuthError, t: Translate) =>
    err.fieldSays.length ? undefined : err.in(t).message;

  /**
   * The pages that mint a code need the sign-in state of the tab the sign-in will end in; opened
   * without one, they send the browser to the portal's /SetID/ to make it and come back (in the
   * language asked for).
   */
  const withSignInState =
    (page: 'login' | 'register', render: (ctx: PageContext) => string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const destination = destinationOf(request);
      if (!signInStateOf(request)) {
        const { language, source } = requestLanguage(request);
        const asked = source === 'asked' ? language : undefined;
        return reply.redirect(signInStartUrl(destination, page, asked), 302);
      }
      return sendPage(reply, 200, render(pageContext(deps, request, reply, destination)));
    };

  /** A program's JSON body may carry a state as well; a malformed one is a field error. */
  const jsonState = (body: Record<string, unknown>): string | undefined => {
    const state = readSignInState(body);
    if (!state.ok) throw validationError(state.errors);
    return state.value;
  };

  // ---- sign in -----------------------------------------------------------------------------
  app.get(
    '/login',
    withSignInState('login', (ctx) => loginPage(ctx)),
  );

  app.post('/login', async (request, reply) => {
    const body = bodyOf(request);
    if (!isFormPost(request)) {
      const input = readLogin(body);
      if (!input.ok) throw validationError(input.errors);
      const state = jsonState(body);
      return { success: true, data: { token: await service.login(input.value, clientInfo(request), state) } };
    }
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    return handleForm(
      request,
      reply,
      (ctx, err) =>
        loginPage(ctx, { email, error: generalError(err, ctx.t), fieldErrors: fieldErrorsOf(err, ctx.t) }),
      async (ctx, destination) => {
        const input = readLogin(body);
        if (!input.ok) throw validationError(input.errors);
        const code = await service.login(input.value, clientInfo(request), ctx.signInState);
        return reply.redirect(handoffUrl(destination, code), 303);
      },
    );
  });

  // ---- register ----------------------------------------------------------------------------
  app.get(
    '/register',
    withSignInState('register', (ctx) => registerPage(ctx)),
  );

  app.post('/register', async (request, reply) => {
    const body = bodyOf(request);
    if (!isFormPost(request)) {
      const input = readRegister(body);
      if (!input.ok) throw validationError(input.errors);
      const state = jsonState(body);
      return {
        success: true,
        data: { token: await service.register(input.value, clientInfo(request), state) },
      };
    }
    const values = {
      email: typeof body.email === 'string' ? body.email.trim() : '',
      firstName: typeof body.firstName === 'string' ? body.firstName.trim() : '',
      lastName: typeof body.lastName === 'string' ? body.lastName.trim() : '',
    };
    return handleForm(
      request,
      reply,
      (ctx, err) =>
        registerPage(ctx, {
          values,
          error: generalError(err, ctx.t),
          fieldErrors: fieldErrorsOf(err, ctx.t),
        }),
      async (ctx, destination) => {
        const input = readRegister(body);
        if (!input.ok) throw validationError(input.errors);
        const code = await service.register(input.value, clientInfo(request), ctx.signInState);
        return reply.redirect(handoffUrl(destination, code), 303);
      },
    );
  });

  // ---- forgotten password ------------------------------------------------------------------
  app.get('/forgot-password', async (request, reply) =>
    sendPage(reply, 200, forgotPage(pageContext(deps, request, reply, destinationOf(request)))),
  );

  app.post('/forgot-password', async (request, reply) => {
    const body = bodyOf(request);
    if (!isFormPost(request)) {
      const input = readEmail(body);
      if (!input.ok) throw validationError(input.errors);
      const { url } = destinationOf(request);
      await service.requestPasswordReset(input.value.email, clientInfo(request), url, mailLanguage(request));
      return { success: true, data: { message: requestLanguage(request).t('notice.resetSent') } };
    }
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    return handleForm(
      request,
      reply,
      (ctx, err) =>
        forgotPage(ctx, { email, error: generalError(err, ctx.t), fieldErrors: fieldErrorsOf(err, ctx.t) }),
      async (ctx, destination) => {
        const input = readEmail(body);
        if (!input.ok) throw validationError(input.errors);
        const language = mailLanguage(request);
        await service.requestPasswordReset(input.value.email, clientInfo(request), destination.url, language);
        return sendPage(reply, 200, forgotSentPage(ctx, ctx.t('notice.resetSent')));
      },
    );
  });

  // ---- reset by e-mailed link --------------------------------------------------------------
  const invalidLinkPage = (ctx: PageContext) =>
    messagePage(ctx, {
      title: ctx.t('reset.deadLinkTitle'),
      message: ctx.t('error.resetInvalid'),
      kind: 'error',
      link: { path: '/forgot-password', text: ctx.t('reset.deadLinkAction') },
    });

  app.get('/reset-password', async (request, reply) => {
    const token = String((request.query as Record<string, unknown>).token ?? '');
    const ctx = pageContext(deps, request, reply, destinationOf(request));
    if (!(await service.resetLinkIsValid(token))) return sendPage(reply, 400, invalidLinkPage(ctx));
    return sendPage(reply, 200, resetPage(ctx, { token }));
  });

  app.post('/reset-password', async (request, reply) => {
    const body = bodyOf(request);
    if (!isFormPost(request)) {
      const input = readReset(body);
      if (!input.ok) throw validationError(input.errors);
      await service.resetPassword(input.value.token, input.value.password);
      return { success: true, data: { message: requestLanguage(request).t('notice.resetDone') } };
    }
    const token = typeof body.token === 'string' ? body.token : '';
    return handleForm(
      request,
      reply,
      (ctx, err) =>
        err.name === 'BadRequest'
          ? invalidLinkPage(ctx)
          : resetPage(ctx, {
              token,
              error: generalError(err, ctx.t),
              fieldErrors: fieldErrorsOf(err, ctx.t),
            }),
      async (ctx) => {
        const input = readReset(body);
        if (!input.ok) throw validationError(input.errors);
        await service.resetPassword(input.value.token, input.value.password);
        return sendPage(
          reply,
          200,
          messagePage(ctx, {
            title: ctx.t('reset.doneTitle'),
            message: ctx.t('notice.resetDone'),
            link: { path: '/login', text: ctx.t('reset.doneAction') },
          }),
        );
      },
    );
  });
}
