import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPortal, runtimeConfig } from '../../../shared/config/runtime-config.ts';
import { PresentationVideo } from './PresentationVideo.tsx';
import { SearchSlot } from './search-slot.ts';

/**
 * The home page's banner: what the network is and the search (type, country and text, the same
 * bar the other pages have in their header; decision 0020), beside the presentation video in the
 * version the portal's language picks (decision 0021).
 */
export function Banner() {
  const { t } = useTranslation('shell');
  const search = useContext(SearchSlot);
  return (
    <section className="banner" aria-labelledby="banner-title">
      <div className="banner__text">
        <h1 id="banner-title" className="banner__title">
          {t('banner.title')}
        </h1>
        <p className="banner__body">{t('banner.body')}</p>
        {search && <div className="banner__search">{search}</div>}
      </div>
      <PresentationVideo videos={runtimeConfig().presentation} portal={currentPortal()} />
    </section>
  );
}
