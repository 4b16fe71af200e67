import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError, authMessages } from '../auth-error.ts';
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
      if (!formIsGenuine(deps, request)) throw new AuthError('Forbidden', authMessages.formExpired);
      return await action(ctx, destination);
    } catch (err) {
      if (!(err instanceof AuthError)) throw err;
      return sendPage(reply, err.status, render(ctx, err));
    }
  }

  const fieldErrorsOf = (err: AuthError) =>
    Object.fromEntries((err.errors ?? []).map((e) => [e.path.replace(/^body\./, ''), e.message]));
  const generalError = (err: AuthError) => (err.errors?.length ? undefined : err.message);

  /**
   * The pages that mint a code need the sign-in state of the tab the sign-in will end in; opened
   * without one, they send the browser to the portal's /SetID/ to make it and come back.
   */
  const withSignInState =
    (page: 'login' | 'register', render: (ctx: PageContext) => string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const destination = destinationOf(request);
      if (!signInStateOf(request)) return reply.redirect(signInStartUrl(destination, page), 302);
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
      (ctx, err) => loginPage(ctx, { email, error: generalError(err), fieldErrors: fieldErrorsOf(err) }),
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
      (ctx, err) => registerPage(ctx, { values, error: generalError(err), fieldErrors: fieldErrorsOf(err) }),
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
      await service.requestPasswordReset(input.value.email, clientInfo(request), destinationOf(request).url);
      return { success: true, data: { message: authMessages.resetSent } };
    }
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    return handleForm(
      request,
      reply,
      (ctx, err) => forgotPage(ctx, { email, error: generalError(err), fieldErrors: fieldErrorsOf(err) }),
      async (ctx, destination) => {
        const input = readEmail(body);
        if (!input.ok) throw validationError(input.errors);
        await service.requestPasswordReset(input.value.email, clientInfo(request), destination.url);
        return sendPage(reply, 200, forgotSentPage(ctx, authMessages.resetSent));
      },
    );
  });

  // ---- reset by e-mailed link --------------------------------------------------------------
  const invalidLinkPage = (ctx: PageContext) =>
    messagePage(ctx, {
      title: 'This link no longer works',
      message: authMessages.resetInvalid,
      kind: 'error',
      link: { path: '/forgot-password', text: 'Ask for a new link' },
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
      return { success: true, data: { message: authMessages.resetDone } };
    }
    const token = typeof body.token === 'string' ? body.token : '';
    return handleForm(
      request,
      reply,
      (ctx, err) =>
        err.name === 'BadRequest'
          ? invalidLinkPage(ctx)
          : resetPage(ctx, { token, error: generalError(err), fieldErrors: fieldErrorsOf(err) }),
      async (ctx) => {
        const input = readReset(body);
        if (!input.ok) throw validationError(input.errors);
        await service.resetPassword(input.value.token, input.value.password);
        return sendPage(
          reply,
          200,
          messagePage(ctx, {
            title: 'Password changed',
            message: authMessages.resetDone,
            link: { path: '/login', text: 'Sign in' },
          }),
        );
      },
    );
  });
}
