import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/**
 * The authentication service's tables (`auth_*`). Only apps/auth writes them; the API reads
 * `auth_sessions` to reject tokens of a revoked session. Every secret is stored as a SHA-256 hash
 * (refresh tokens, handoff codes, reset tokens are 256-bit random values, so a plain hash is
 * enough); passwords as argon2id.
 */
/** One row per person who can sign in; `id` is the userID the whole product uses. */
export const authAccounts = pgTable('auth_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Normalised (trimmed, lower-cased): unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
});

/**
 * A session is one sign-in: a family of refresh tokens. Its id is the access token's `sid` claim.
 * Revoking it (logout, reuse of a spent refresh token, password reset) ends every token of it.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => authAccounts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The refresh window: no token of the family outlives it; each rotation extends it. */
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** logout | reuse | password-reset */
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
  },
  (t) => [index('auth_sessions_account_idx').on(t.accountId)],
);

/** Opaque refresh tokens, hashed; rotated at every use (`usedAt` set, a successor issued). */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /**
     * The pair this token was exchanged for, sealed under a key derived from the token itself
     * (apps/auth/src/successor.ts): presented again within the grace window, the spent token gets
     * that same pair back. Cleared once the window has passed.
     */
    successor: text('successor'),
  },
  (t) => [index('auth_refresh_tokens_session_idx').on(t.sessionId)],
);

/** The one-time codes of the /SetID/ handoff: single use, valid for under a minute. */
export const authHandoffCodes = pgTable('auth_handoff_codes', {
  codeHash: text('code_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  /**
   * SHA-256 of the sign-in state of the browser that started the sign-in; the code is traded only
   * together with that state. Null for a code a program asked for without one.
   */
  stateHash: text('state_hash'),
});

/** Password reset links: single use, expiring. */
export const authPasswordResets = pgTable(
  'auth_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => authAccounts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('auth_password_resets_account_idx').on(t.accountId)],
);

/**
 * Fixed-window counters for rate limits that must hold across processes and restarts (failed
 * logins per address and per account, registrations and reset requests per address). The key
 * names the limit and its subject, e.g. `login-account:ana@example.com` or `login-ip:203.0.113.9`.
 */
export const authRateLimits = pgTable('auth_rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: ts('window_start').notNull(),
});
