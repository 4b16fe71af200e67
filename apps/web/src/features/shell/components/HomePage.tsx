import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { registerHref } from '../../../shared/session/session.ts';
import { VideoBanner } from './VideoBanner.tsx';

/** Home page `/`: banner with the video, what the network is, and the call to register. */
export function HomePage() {
  const { t } = useTranslation('shell');
  usePageMeta();
  return (
    <div className="home">
      <VideoBanner />
      <section className="home__hero" aria-labelledby="home-hero-title">
        <h2 id="home-hero-title">{t('home.heroTitle')}</h2>
        <p>{t('home.heroBody')}</p>
      </section>
      {/* Slot: the search work fills this with the latest registered businesses (3 per group). */}
      <div className="home__latest-registered" data-slot="latest-registered-businesses" />
      <section className="home__cta" aria-labelledby="home-cta-title">
        <div>
          <h2 id="home-cta-title">{t('home.ctaTitle')}</h2>
          <p>{t('home.ctaBody')}</p>
        </div>
        <div className="home__cta-actions">
          <a className="button button--accent button--large" href={registerHref()}>
            {t('home.registerNow')}
          </a>
          <Link className="button button--outline-light button--large" to="/our-network">
            {t('home.goGlobal')}
          </Link>
        </div>
      </section>
    </div>
  );
}
