import { Link, useRouteError, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { say } from '../../../shared/i18n/say.ts';

/**
 * Shown in place of a page that failed to render or whose code could not be loaded (for instance
 * after a new release replaced the chunks). The shell around it keeps working.
 */
export function RouteError() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="page route-error" role="alert">
      <h1>{say(messages.unexpectedErrorRefresh)}</h1>
      <div className="route-error__actions">
        <button type="button" className="button button--primary" onClick={() => location.reload()}>
          {t('error.refresh')}
        </button>
        <Link className="button button--ghost" to="/">
          {t('error.home')}
        </Link>
      </div>
    </section>
  );
}

/**
 * Gives every route (nested ones, the session guard's layout included) its own error element, so
 * that a failing page is replaced by the message in the frame rather than by a blank page.
 */
export const withErrorElements = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) =>
    route.children
      ? { errorElement: <RouteError />, ...route, children: withErrorElements(route.children) }
      : { errorElement: <RouteError />, ...route },
  );
