import { useEffect } from 'react';
import { isUiLanguage, messages, sessionSchema } from '@wbn/contracts';
import { runtimeConfig } from '../../../shared/config/runtime-config.ts';
import { loginHref, registerHref, startSession } from '../../../shared/session/session.ts';
import { takeSignInState } from '../../../shared/session/sign-in-state.ts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { continueTarget } from '../continue-target.ts';
import { say } from '../../../shared/i18n/say.ts';

/** Codes already being traded in this page (React may run an effect twice in development). */
const traded = new Set<string>();

/**
 * /SetID/?token={one-time code}&continue={url}: the end of a sign-in. Trades the code, together
 * with this tab's sign-in state, at the auth service for the session, stores it, and goes on to
 * `continue` (this portal only) or the root. Without a state in this tab the sign-in was not
 * started here, and the code is not traded. A body with success false shows the alert
 * 'Error en token' and goes to the root; a network failure is only logged, then the root.
 *
 * /SetID/?start=login|register&continue={url}[&lang=]: the auth service's login or registration
 * page was opened without a state (from a reset e-mail, a bookmark); this tab makes one and goes
 * back, in the language that page was asked for (else this page's).
 */
export function SetIdPage() {
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('token');
    const target = continueTarget(params.get('continue'), location.origin);
    if (!code) {
      const start = params.get('start');
      const asked = params.get('lang');
      const language = isUiLanguage(asked) ? asked : undefined;
      if (start === 'login') return void location.replace(loginHref(target, language));
      if (start === 'register') return void location.replace(registerHref(target, language));
      return void location.replace('/');
    }
    if (traded.has(code)) return;
    traded.add(code);
    void handOff(code, takeSignInState(), target);
  }, []);
  return <FullPageLoader label={messages.redirectingToAccount} />;
}

async function handOff(code: string, state: string | null, target: string): Promise<void> {
  if (!state) {
    alert(say(messages.tokenError));
    return location.replace('/');
  }
  let body: unknown;
  try {
    const response = await fetch(`${runtimeConfig().authUrl}/get-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token: code, state }),
    });
    body = await response.json();
  } catch (err) {
    console.error('Network error while completing the sign-in', err);
    return location.replace('/');
  }
  const envelope = body as { success?: boolean; data?: unknown } | null;
  const session = envelope?.success ? sessionSchema.safeParse(envelope.data) : null;
  if (!session?.success) {
    alert(say(messages.tokenError));
    return location.replace('/');
  }
  await startSession(session.data);
  location.replace(target);
}
