import type { Database, Queryable } from '@wbn/db';
import type { FastifyBaseLogger } from 'fastify';
import { isUiLanguage, type Session, type UiLanguage } from '@wbn/contracts';
import { authRepository as repo, type AccountRow } from './auth.repository.ts';
import { AuthError, say, suspendedMessage } from './auth-error.ts';
import type { AuthConfig } from './config.ts';
import type { SigningKeys } from './keys.ts';
import type { Mailer } from './mail.ts';
import {
  dummyPasswordHash,
  hashPassword,
  passwordProblem,
  passwordProblemMessages,
  verifyPassword,
} from './passwords.ts';
import { openSuccessor, sealSuccessor } from './successor.ts';
import { translator } from './texts/index.ts';
import { hashToken, randomToken, signAccessToken, unixSeconds } from './tokens.ts';
import { resetMail } from './views/mails.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/**
 * The language of a flow's mails: the one its reader chose (an address's `lang`, the cookie),
 * else the account's preferred language, else the flow's own (the browser's, or English).
 */
export interface MailLanguage {
  chosen: UiLanguage | undefined;
  otherwise: UiLanguage;
}

export interface AuthServiceDeps {
  db: Database;
  config: AuthConfig;
  keys: SigningKeys;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Tests move the clock; everything reads it from here. */
  now?: () => Date;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The rules of sign-in. Every method checks its limits first; nothing secret is logged (e-mails
 * are logged only as the account id once one is known).
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, config, keys, mailer, log } = deps;
  const now = deps.now ?? (() => new Date());
  const loginWindow = config.loginFailureWindowMinutes * minute;
  const refreshTtl = config.refreshTokenTtlDays * day;

  const keyFor = {
    loginAccount: (email: string) => `login-account:${email}`,
    loginPair: (email: string, ip: string) => `login-pair:${ip}|${email}`,
    loginIp: (ip: string) => `login-ip:${ip}`,
    registerIp: (ip: string) => `register-ip:${ip}`,
    forgotIp: (ip: string) => `forgot-ip:${ip}`,
    forgotAccount: (email: string) => `forgot-account:${email}`,
  };

  /**
   * Takes one attempt from the budgets of the account at this address and of the address before
   * the password is checked, each in one statement (decision 0012): attempts sent in parallel
   * cannot all read a count under the limit, so at most the limit are tried per window; past it
   * they are refused. The account's count over every address only slows attempts down (decision
   * 0011): refusing there would let a stranger lock the owner out.
   */
  async function takeLoginAttempt(email: string, ip: string): Promise<void> {
    const at = now();
    const perPair = await repo.hitCounter(db, keyFor.loginPair(email, ip), loginWindow, at);
    const perIp = await repo.hitCounter(db, keyFor.loginIp(ip), loginWindow, at);
    if (perPair > config.loginMaxFailuresPerAccount || perIp > config.loginMaxFailuresPerIp) {
      throw new AuthError('TooManyRequests', say('error.tooManyLogins'));
    }
    const perAccount = await repo.hitCounter(db, keyFor.loginAccount(email), loginWindow, at);
    const delay = accountDelayMs(perAccount);
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
  }

  /** Nothing up to the threshold, then 250 ms doubling with every attempt, up to the cap. */
  function accountDelayMs(attempts: number): number {
    const past = attempts - config.loginAccountSlowdownAfter;
    return past <= 0 ? 0 : Math.min(config.loginAccountMaxDelayMs, 250 * 2 ** (past - 1));
  }

  /** Only failures count: this address starts again for the account, and gets its attempts back. */
  async function loginSucceeded(email: string, ip: string): Promise<void> {
    await repo.resetCounter(db, keyFor.loginPair(email, ip));
    await repo.giveBackHit(db, keyFor.loginAccount(email));
    await repo.giveBackHit(db, keyFor.loginIp(ip));
  }

  /**
   * A new session (refresh-token family) and the one-time code that hands it to a portal, bound
   * to the sign-in state of the browser that asked (none for a program that sent none).
   */
  async function startSession(account: AccountRow, client: ClientInfo, state?: string): Promise<string> {
    // A suspended account (decision 0025) cannot sign in; the message says until when.
    const suspended = await repo.suspension(db, account.id, now());
    if (suspended) throw new AuthError('Forbidden', suspendedMessage(suspended.until));
    const session = await repo.insertSession(db, {
      accountId: account.id,
      expiresAt: new Date(now().getTime() + refreshTtl),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    const code = randomToken();
    await repo.insertHandoffCode(db, {
      codeHash: hashToken(code),
      sessionId: session.id,
      expiresAt: new Date(now().getTime() + config.handoffCodeTtlSeconds * 1000),
      stateHash: state ? hashToken(state) : null,
    });
    log.info({ userID: account.id, sessionId: session.id }, 'session started');
    return code;
  }

  /** A fresh access token and a fresh refresh token of the session's family. */
  async function issueTokens(q: Queryable, session: { id: string }, account: AccountRow): Promise<Session> {
    const at = now();
    const refreshToken = randomToken();
    const refreshExpiresAt = new Date(at.getTime() + refreshTtl);
    await repo.insertRefreshToken(q, {
      tokenHash: hashToken(refreshToken),
      sessionId: session.id,
      expiresAt: refreshExpiresAt,
    });
    await repo.extendSession(q, session.id, refreshExpiresAt);
    const access = await signAccessToken(
      keys,
      {
        userID: account.id,
        sessionId: session.id,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
      },
      { issuer: config.authUrl, ttlSeconds: config.accessTokenTtlSeconds, now: at },
    );
    return {
      token: access.token,
      tokenExpire: access.expiresAt,
      refreshToken,
      refreshTokenExpire: unixSeconds(refreshExpiresAt),
      userID: account.id,
    };
  }

  async function liveSession(q: Queryable, sessionId: string) {
    const found = await repo.sessionWithAccount(q, sessionId);
    if (!found || found.session.revokedAt || found.session.expiresAt <= now()) return undefined;
    return found;
  }

  const background = new Set<Promise<void>>();
  /**
   * Runs `work` shortly after the current answer has gone out (a moment later, so that it does not
   * compete with sending it); a failure is logged, never thrown.
   */
  function afterAnswer(work: () => Promise<void>): void {
    const job: Promise<void> = new Promise<void>((r) => setTimeout(r, 50))
      .then(work)
      .catch((err: unknown) => log.error({ err }, 'work after an answer failed'))
      .finally(() => background.delete(job));
    background.add(job);
  }

  /** The reset link for an e-mail that has an account, mailed; nothing for one that has none. */
  async function mailResetLink(
    email: string,
    continueUrl: string,
    asked: MailLanguage,
    at: Date,
  ): Promise<void> {
    const account = await repo.accountByEmail(db, email);
    if (!account) return;
    const preferred = asked.chosen ? undefined : await repo.preferredLanguage(db, account.id);
    const language = asked.chosen ?? (isUiLanguage(preferred) ? preferred : asked.otherwise);
    const token = randomToken();
    await repo.insertPasswordReset(db, {
      tokenHash: hashToken(token),
      accountId: account.id,
      expiresAt: new Date(at.getTime() + config.passwordResetTtlMinutes * minute),
    });
    // The link opens the reset page in the mail's language, and the flow keeps it from there.
    const link = new URL('/reset-password', config.authUrl);
    link.searchParams.set('token', token);
    link.searchParams.set('continue', continueUrl);
    link.searchParams.set('lang', language);
    await mailer.send(
      resetMail({
        to: account.email,
        firstName: account.firstName,
        link: link.toString(),
        minutes: config.passwordResetTtlMinutes,
        t: translator(language),
      }),
    );
    log.info({ userID: account.id, language }, 'password reset mailed');
  }

  return {
    /** The service's clock (tests move it). */
    now,

    /** Returns the one-time handoff code, bound to `state` when given. */
    async register(
      input: { email: string; password: string; firstName: string; lastName: string },
      client: ClientInfo,
      state?: string,
    ): Promise<string> {
      const count = await repo.hitCounter(db, keyFor.registerIp(client.ip), hour, now());
      if (count > config.registerMaxPerIpPerHour) {
        throw new AuthError('TooManyRequests', say('error.tooManyRegistrations'));
      }
      const problem = passwordProblem(input.password, input.email);
      if (problem) throw AuthError.onField('password', passwordProblemMessages[problem]);

      const existing = await repo.accountByEmail(db, input.email);
      if (existing) {
        // Signing up again with the right password simply signs in; with another password the
        // answer must not say the e-mail is taken, and it counts as a failed login (no oracle).
        await takeLoginAttempt(input.email, client.ip);
        if (await verifyPassword(existing.passwordHash, input.password)) {
          await loginSucceeded(input.email, client.ip);
          return startSession(existing, client, state);
        }
        throw new AuthError('Conflict', say('error.registerRefused'));
      }
      const account = await repo.insertAccount(db, {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
      });
      if (!account) throw new AuthError('Conflict', say('error.registerRefused'));
      log.info({ userID: account.id }, 'account created');
      return startSession(account, client, state);
    },

    /** Returns the one-time handoff code, bound to `state` when given. */
    async login(
      input: { email: string; password: string },
      client: ClientInfo,
      state?: string,
    ): Promise<string> {
      await takeLoginAttempt(input.email, client.ip);
      const account = input.email ? await repo.accountByEmail(db, input.email) : undefined;
      const ok = account
        ? await verifyPassword(account.passwordHash, input.password)
        : (await verifyPassword(await dummyPasswordHash(), input.password)) && false;
      if (!account || !ok) throw new AuthError('Unauthorized', say('error.invalidCredentials'));
      await loginSucceeded(input.email, client.ip);
      return startSession(account, client, state);
    },

    /**
     * Trades a handoff code for the session, once, and only together with the sign-in state it
     * was minted for: a code from another browser's sign-in answers like an unknown one.
     */
    async exchangeCode(code: string, state?: string): Promise<Session> {
      const stateHash = state ? hashToken(state) : null;
      const sessionId = await repo.consumeHandoffCode(db, hashToken(code), stateHash, now());
      const found = sessionId ? await liveSession(db, sessionId) : undefined;
      if (!found) throw new AuthError('SessionError', say('error.codeInvalid'));
      return issueTokens(db, found.session, found.account);
    },

    /**
     * Rotates a refresh token. The token is spent, its successor issued and kept with it (sealed)
     * in one transaction, so a second presentation waits for the first to commit. Presented again
     * less than the grace period after it was spent (a second tab refreshing at the same moment,
     * a retry after a lost answer), it gets that same successor pair back, never a new one; any
     * later reuse means the token was copied, and the whole family is revoked.
     */
    async refresh(refreshToken: string | undefined): Promise<Session> {
      if (!refreshToken) throw new AuthError('TokenNotFound', say('error.refreshMissing'));
      const tokenHash = hashToken(refreshToken);
      const at = now();
      const rotated = await db.transaction(async (tx) => {
        const sessionId = await repo.spendRefreshToken(tx, tokenHash, at);
        if (!sessionId) return undefined;
        const found = await liveSession(tx, sessionId);
        if (!found) throw new AuthError('SessionError', say('error.refreshInvalid'));
        const pair = await issueTokens(tx, found.session, found.account);
        await repo.keepSuccessor(tx, tokenHash, sealSuccessor(refreshToken, pair));
        return pair;
      });
      if (rotated) return rotated;
      const row = await repo.refreshToken(db, tokenHash);
      if (!row) throw new AuthError('SessionError', say('error.refreshInvalid'));
      if (!row.usedAt) throw new AuthError('TokenExpiredError', say('error.refreshExpired'));
      const inGrace = at.getTime() - row.usedAt.getTime() <= config.refreshGraceSeconds * 1000;
      const successor = inGrace && row.successor ? openSuccessor(refreshToken, row.successor) : undefined;
      if (successor && (await liveSession(db, row.sessionId))) return successor;
      await repo.revokeSession(db, row.sessionId, 'reuse', at);
      log.warn({ sessionId: row.sessionId }, 'spent refresh token presented again: session revoked');
      throw new AuthError('SessionError', say('error.refreshInvalid'));
    },

    /** Ends the session (family) the token belongs to. Idempotent. */
    async logout(sessionId: string): Promise<void> {
      await repo.revokeSession(db, sessionId, 'logout', now());
      log.info({ sessionId }, 'signed out');
    },

    async sessionOfRefreshToken(refreshToken: string): Promise<string | undefined> {
      return (await repo.refreshToken(db, hashToken(refreshToken)))?.sessionId;
    },

    /**
     * Always answers the same way, and in the same time: whatever depends on the account (its
     * lookup, the link, the mail) runs after the answer, so its timing cannot tell whether the
     * e-mail has one.
     */
    async requestPasswordReset(
      email: string,
      client: ClientInfo,
      continueUrl: string,
      language: MailLanguage,
    ): Promise<void> {
      const at = now();
      const perIp = await repo.hitCounter(db, keyFor.forgotIp(client.ip), hour, at);
      if (perIp > config.forgotMaxPerIpPerHour) {
        throw new AuthError('TooManyRequests', say('error.tooManyResets'));
      }
      // Per address a few mails an hour at most, silently: saying so would reveal the account.
      const perAccount = await repo.hitCounter(db, keyFor.forgotAccount(email), hour, at);
      afterAnswer(async () => {
        if (perAccount <= 3) await mailResetLink(email, continueUrl, language, at);
      });
    },

    /** Work begun after an answer (reset mails) has finished: for shutdown and tests. */
    settled: async (): Promise<void> => {
      while (background.size) await Promise.allSettled([...background]);
    },

    /** Housekeeping, run hourly by the app. */
    purgeExpired: () => repo.purgeExpired(db, now(), config.refreshGraceSeconds * 1000),

    async resetLinkIsValid(token: string): Promise<boolean> {
      return Boolean(token && (await repo.validPasswordReset(db, hashToken(token), now())));
    },

    /** Sets the new password, spends the link and signs the account out everywhere. */
    async resetPassword(token: string, password: string): Promise<void> {
      const at = now();
      const tokenHash = hashToken(token);
      const pendingAccountId = token ? await repo.validPasswordReset(db, tokenHash, at) : undefined;
      const account = pendingAccountId ? await repo.accountById(db, pendingAccountId) : undefined;
      if (!account) throw new AuthError('BadRequest', say('error.resetInvalid'));
      const problem = passwordProblem(password, account.email);
      if (problem) throw AuthError.onField('password', passwordProblemMessages[problem]);
      // Hashed before the transaction: it takes a while and holds no lock.
      const passwordHash = await hashPassword(password);
      // All or nothing: the link spent, the new password, the other links and every session ended.
      const accountId = await db.transaction(async (tx) => {
        const spentBy = await repo.consumePasswordReset(tx, tokenHash, at);
        if (!spentBy) throw new AuthError('BadRequest', say('error.resetInvalid'));
        await repo.updatePassword(tx, spentBy, passwordHash, at);
        await repo.expirePasswordResets(tx, spentBy, at);
        await repo.revokeAccountSessions(tx, spentBy, 'password-reset', at);
        await repo.resetCounter(tx, keyFor.loginAccount(account.email));
        return spentBy;
      });
      log.info({ userID: accountId }, 'password changed by reset link');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
