import type { Envelope } from '@wbn/contracts';
import { ApiError } from './api-error.ts';
import { cleanBody } from './clean-body.ts';

/**
 * The one HTTP client of the web app. It implements the spec's response handling once:
 * - a 2xx body with success false is an error;
 * - a 401 is handed to the session (authHooks.onUnauthorized), which refreshes and says whether
 *   to retry (TokenNotFound / TokenExpiredError / SessionError) or has cleared the session;
 * - null and NaN fields are dropped from bodies; the token travels in `wbn-auth`.
 */
export interface AuthHooks {
  accessToken(): string | null;
  /** Resolves true when the request should be retried with a fresh token. */
  onUnauthorized(errorName: string): Promise<boolean>;
}

let authHooks: AuthHooks = { accessToken: () => null, onUnauthorized: async () => false };

/** The session module installs itself here; nothing else should. */
export function installAuthHooks(hooks: AuthHooks): void {
  authHooks = hooks;
}

/** For the few requests that cannot go through apiRequest (uploads with progress use XHR). */
export function currentAuthHooks(): AuthHooks {
  return authHooks;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
  /** Base URL other than the API (the auth service); defaults to `/api`. */
  baseUrl?: string;
  /** Skip the session's 401 handling (used by the session's own calls). */
  anonymous?: boolean;
  /** The answer is a JSON document of its own, not the envelope (the API's OpenAPI document). */
  document?: boolean;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send<T>(path, options, true);
}

async function send<T>(path: string, options: RequestOptions, mayRetry: boolean): Promise<T> {
  const url = buildUrl(options.baseUrl ?? '/api', path, options.query);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // The API answers its messages in the page's language (decision 0026), which the document
  // declares (`<html lang>`, written by the server and kept by a switch).
  if (typeof document !== 'undefined' && document.documentElement.lang) {
    headers['accept-language'] = document.documentElement.lang;
  }
  const token = options.anonymous ? null : authHooks.accessToken();
  if (token) headers['wbn-auth'] = token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(cleanBody(options.body));
  }

  const method = options.method ?? 'GET';
  // A small write still reaches the server when the page is left right after it (a save or a
  // like pressed just before following a link): the browser keeps such a request alive.
  const keepalive =
    method !== 'GET' && (body === undefined || (typeof body === 'string' && body.length < 60_000));
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      keepalive,
      signal: options.signal ?? null,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    // A signal made with AbortSignal.timeout() ends the wait: the answer may still come later.
    if ((err as Error).name === 'TimeoutError')
      throw new ApiError('Timeout', 'The server is taking too long to answer.', 0);
    throw new ApiError(
      'NetworkError',
      'The server could not be reached. Check your connection and try again.',
      0,
    );
  }

  const json: unknown = await response.json().catch(() => null);
  if (options.document) {
    if (response.ok && json !== null && typeof json === 'object') return json as T;
    throw new ApiError('InvalidResponse', 'The server sent an unexpected answer.', response.status);
  }
  const payload = json as Envelope<T> | null;
  if (response.status === 401 && !options.anonymous && mayRetry) {
    const name = payload && !payload.success ? payload.name : 'TokenNotFound';
    if (await authHooks.onUnauthorized(name)) return send<T>(path, options, false);
  }
  if (!payload || typeof payload !== 'object' || !('success' in payload)) {
    throw new ApiError('InvalidResponse', 'The server sent an unexpected answer.', response.status);
  }
  if (!payload.success)
    throw new ApiError(payload.name, payload.message, response.status, payload.errors ?? []);
  return payload.data;
}

function buildUrl(base: string, path: string, query?: RequestOptions['query']): string {
  const url = `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}
