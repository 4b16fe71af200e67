import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSlot } from './search-slot.ts';

/**
 * The home page's banner: what the network is, and the search (type, country and text), the same
 * bar the other pages have in their header. The spec's presentation video has no real recording
 * yet, so there is no button to play it (docs/decisions/0006-shell.md).
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
      </div>
      {search && <div className="banner__search">{search}</div>}
    </section>
  );
}
