import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { loginHref, useSession } from '../../../shared/session/session.ts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';

/**
 * Wraps the pages that need a session (newsfeed, my business, send request, message center …):
 * without one the visitor goes to the auth service's login, which brings them back here.
 */
export function RequireSession() {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  useEffect(() => {
    if (!signedIn) location.replace(loginHref(location.href));
  }, [signedIn]);
  return signedIn ? <Outlet /> : <FullPageLoader />;
}
