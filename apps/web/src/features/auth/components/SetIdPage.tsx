import { useEffect } from 'react';
import { messages, sessionSchema } from '@wbn/contracts';
import { runtimeConfig } from '../../../shared/config/runtime-config.ts';
import { startSession } from '../../../shared/session/session.ts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';

/** Codes already being traded in this page (React may run an effect twice in development). */
const traded = new Set<string>();

/**
 * /SetID/?token={one-time code}&continue={url}: the end of a sign-in. Trades the code at the auth
 * service for the session, stores it, and goes on to `continue` (same origin only) or the root.
 * A body with success false shows the alert 'Error en token' and goes to the root; a network
 * failure is only logged, then the root.
 */
export function SetIdPage() {
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('token');
    if (!code) return void location.replace('/');
    if (traded.has(code)) return;
    traded.add(code);
    void handOff(code, params.get('continue'));
  }, []);
  return <FullPageLoader label={messages.redirectingToAccount} />;
}

async function handOff(code: string, continueUrl: string | null): Promise<void> {
  let body: unknown;
  try {
    const response = await fetch(`${runtimeConfig().authUrl}/get-session`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token: code }),
    });
    body = await response.json();
  } catch (err) {
    console.error('Network error while completing the sign-in', err);
    return location.replace('/');
  }
  const envelope = body as { success?: boolean; data?: unknown } | null;
  const session = envelope?.success ? sessionSchema.safeParse(envelope.data) : null;
  if (!session?.success) {
    alert(messages.tokenError);
    return location.replace('/');
  }
  await startSession(session.data);
  location.replace(destination(continueUrl));
}

/** Only an address on this portal: the session was stored for this origin. */
function destination(continueUrl: string | null): string {
  if (!continueUrl) return '/';
  try {
    const url = new URL(continueUrl, location.origin);
    if (url.origin !== location.origin || url.pathname.toLowerCase().startsWith('/setid')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
