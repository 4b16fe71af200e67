import { Suspense, lazy, useEffect, useRef } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  type NavigateOptions,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { Toaster } from '../../../shared/ui/toast.tsx';
import type { ShellHandle } from '../../../shared/ui/shell-handle.ts';
import { Header } from './Header.tsx';
import { SearchBar } from './SearchBar.tsx';
import { SearchSlot } from './search-slot.ts';
import { Sidebar } from './Sidebar.tsx';
import '../shell.css';

// Below the fold on every page (the main area is at least a screen tall): the footer's code and
// strings come in a chunk of their own, asked for with the first render (decision 0020).
const Footer = lazy(() => import('./Footer.tsx').then((m) => ({ default: m.Footer })));

// The search bar the home page shows in its banner (search-slot.ts).
const bannerSearch = <SearchBar />;

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * After a move to another page, keyboard and screen-reader users continue from the new page's
 * content rather than from the link they used (which may no longer exist). Not on the first load,
 * and not when only the query changes (the search bar keeps its focus).
 */
function useFocusMainOnPageChange() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    // Compare with the last path seen (not a "first run" flag, which StrictMode's double effects defeat).
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    // Leave focus alone when it is inside a dialog or the header's search (the visitor is typing).
    if (active instanceof HTMLElement && active.closest('[role="dialog"], [role="search"]')) return;
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
}

const isShellHandle = (handle: unknown): handle is ShellHandle =>
  typeof handle === 'object' && handle !== null;

/**
 * The page frame around every route: skip link, sidebar, header, the page itself (lazily loaded,
 * with a full-page loader while its code arrives), footer and toasts. The help button is in the
 * header, where it never covers a page's own controls.
 */
export function Layout() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const navigation = useNavigation();
  useFocusMainOnPageChange();
  const withoutFooter = useMatches().some((m) => isShellHandle(m.handle) && m.handle.withoutFooter);
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      {navigation.state !== 'idle' && <div className="route-progress" aria-hidden="true" />}
      {/* Header first in reading order (search and account come before the 15 industries);
          the grid puts the sidebar on the left from 992px. */}
      <div className="shell">
        <Header />
        <Sidebar />
        <main id="main-content" className="shell__main" tabIndex={-1}>
          <SearchSlot value={bannerSearch}>
            <Suspense fallback={<FullPageLoader />}>
              <Outlet />
            </Suspense>
          </SearchSlot>
        </main>
        {withoutFooter ? null : (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
      </div>
      <Toaster closeLabel={t('toast.dismiss')} />
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}
