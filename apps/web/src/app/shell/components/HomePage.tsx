import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { portalOrigin, portals } from '@wbn/contracts';
import { runtimeConfig } from '../../../shared/config/runtime-config.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { SectionBoundary } from '../../../shared/ui/SectionBoundary.tsx';
import { registerHref, useSession } from '../../../shared/session/session.ts';
import { CompanyCard } from '../../../features/business/index.ts';
import { LatestRegisteredBusinesses, lastRegisteredQuery } from '../../../features/search/index.ts';
import { Banner } from './Banner.tsx';

/** The home page's own data, asked for as soon as its code has arrived (see the shell's routes). */
export function prefetchHomePage(client: QueryClient): void {
  void client.prefetchQuery(lastRegisteredQuery);
}

/**
 * Home page `/` (public-pages spec §2 "Home body"): the banner, what the network is, the latest
 * registered businesses in four groups, the call to register and the regional portals.
 */
export function HomePage() {
  const { t } = useTranslation('shell');
  usePageMeta();
  return (
    <div className="home">
      <Banner />
      <section className="home__hero" aria-labelledby="home-hero-title">
        <h2 id="home-hero-title">{t('home.heroTitle')}</h2>
        <p>{t('home.heroBody')}</p>
      </section>
      <div className="home__latest-registered" data-slot="latest-registered-businesses">
        <SectionBoundary retryLabel={t('search:latest.retry')}>
          <LatestRegisteredBusinesses
            card={(business) => <CompanyCard business={business} headingLevel="h4" />}
          />
        </SectionBoundary>
      </div>
      <CallToAction />
      <RegionalPortals />
    </div>
  );
}

/**
 * The call to register (Register Now, Go Global). A signed-in member has nothing to register, so
 * they are offered the next step instead: a business profile of their own.
 */
function CallToAction() {
  const { t } = useTranslation('shell');
  const signedIn = useSession().status === 'authenticated';
  // Both visitor buttons open the auth service's registration, which brings the visitor back here.
  const register = signedIn ? null : registerHref();
  return (
    <section className="home__cta" aria-labelledby="home-cta-title">
      <div>
        <h2 id="home-cta-title">{t('home.ctaTitle')}</h2>
        <p>{signedIn ? t('home.memberCtaBody') : t('home.ctaBody')}</p>
      </div>
      <div className="home__cta-actions">
        {register === null ? (
          <>
            <Link className="button button--accent button--large" to="/business/create">
              {t('home.createBusiness')}
            </Link>
            <Link className="button button--outline-light button--large" to="/my-business">
              {t('home.myBusiness')}
            </Link>
          </>
        ) : (
          <>
            <a className="button button--accent button--large" href={register}>
              {t('home.registerNow')}
            </a>
            <a className="button button--outline-light button--large" href={register}>
              {t('home.goGlobal')}
            </a>
          </>
        )}
      </div>
    </section>
  );
}

/** The regional logos: one badge per country portal, each opening that portal. */
function RegionalPortals() {
  const { t } = useTranslation('shell');
  const publicUrl = runtimeConfig().publicUrl;
  const regional = portals.filter((p) => p.countryCode);
  return (
    <section className="home__regions" aria-labelledby="home-regions-title">
      <div className="home__regions-head">
        <h2 id="home-regions-title">{t('home.regionsTitle')}</h2>
        <Link to="/our-network">{t('home.regionsAll')}</Link>
      </div>
      <ul className="home__regions-list">
        {regional.map((portal) => (
          <li key={portal.id}>
            <a className="region-logo" href={portalOrigin(portal, publicUrl)}>
              <span className="region-logo__mark" aria-hidden="true">
                {portal.countryCode}
              </span>
              <span className="region-logo__name">
                <span className="region-logo__brand">WBN</span> {portal.countryName}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
