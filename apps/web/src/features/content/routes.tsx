import type { RouteObject } from 'react-router';
import { membershipIds, tipSlugs } from '@wbn/contracts';
import i18next from 'i18next';
import { loadNamespaces, withStrings } from '../../shared/i18n/load-namespaces.ts';
import type { TipMeta } from './components/page-context.ts';

/**
 * The content routes, with paths exactly as contracts' pageRoutes lists them. Each page's code,
 * its content file, the feature's strings and the route titles in the page's language load
 * together when the route is first opened.
 */
const language = () => i18next.language || 'en';

/** The route titles in the page's language (a chunk of their own, not in the first load). */
const loadTitles = () =>
  import('../../shared/i18n/route-titles.ts').then(({ loadRouteTitles }) => loadRouteTitles(language()));

async function loadTips(): Promise<TipMeta[]> {
  const { loadMetas } = await import('./lib/load-content.ts');
  const metas = await loadMetas(tipSlugs, language());
  return metas.map((m) => ({
    slug: m.slug!,
    title: m.title ?? '',
    excerpt: m.excerpt ?? '',
    image: m.image ?? '',
    imageAlt: m.imageAlt ?? '',
  }));
}

function contentRoute(path: string, file: string, withTips = false): RouteObject {
  return {
    path,
    lazy: async () => {
      const [{ ContentPage }, { loadDoc }, tips] = await Promise.all([
        import('./components/ContentPage.tsx'),
        import('./lib/load-content.ts'),
        withTips ? loadTips() : Promise.resolve([]),
        loadNamespaces(['content']),
        loadTitles(),
      ]);
      const doc = await loadDoc(file, language());
      return { Component: () => <ContentPage doc={doc} path={path} tips={tips} /> };
    },
  };
}

export const routes: RouteObject[] = [
  contentRoute('/about-us', 'about-us', true),
  contentRoute('/mission-vision', 'mission-vision'),
  contentRoute('/why-wbn', 'why-wbn'),
  contentRoute('/why-WBN', 'why-wbn'),
  contentRoute('/our-network', 'our-network'),
  contentRoute('/contact-us', 'contact-us'),
  {
    path: '/contact-us/form',
    lazy: async () => {
      const [{ EnquiryFormPage }] = await Promise.all([
        withStrings(import('./pages/EnquiryFormPage.tsx'), ['content']),
        loadTitles(),
      ]);
      return { Component: EnquiryFormPage };
    },
  },
  contentRoute('/privacy-policy', 'privacy-policy'),
  contentRoute('/terms-and-conditions', 'terms-and-conditions'),
  contentRoute('/b2b-tips', 'b2b-tips', true),
  ...tipSlugs.flatMap((slug) => [
    contentRoute(`/b2b-tips/${slug}`, slug, true),
    contentRoute(`/${slug}`, slug, true),
  ]),
  ...membershipIds.map((id) => contentRoute(`/membership-${id}`, `membership-${id}`)),
  contentRoute('/advertise-with-us', 'advertise-with-us'),
  contentRoute('/free-marketing', 'free-marketing'),
  contentRoute('/message-center', 'message-center'),
  contentRoute('/work-with-wbn', 'work-with-wbn'),
  // The footer's pages that the spec names without an address.
  contentRoute('/developers', 'developers'),
  contentRoute('/company-verification', 'company-verification'),
  contentRoute('/b2b-contract-help', 'b2b-contract-help'),
  contentRoute('/certified-products', 'certified-products'),
  contentRoute('/verified-manufacturers', 'verified-manufacturers'),
  contentRoute('/international-logistics', 'international-logistics'),
  contentRoute('/private-label-industry', 'private-label-industry'),
  contentRoute('/verified-suppliers', 'verified-suppliers'),
  contentRoute('/price-list', 'price-list'),
];
