import { useTranslation } from 'react-i18next';

/**
 * The banner that says what the network is. The spec's presentation video has no real recording
 * yet, so there is no button to play it (docs/decisions/0006-shell.md).
 */
export function Banner() {
  const { t } = useTranslation('shell');
  return (
    <section className="banner" aria-labelledby="banner-title">
      <div className="banner__text">
        <h1 id="banner-title" className="banner__title">
          {t('banner.title')}
        </h1>
        <p className="banner__body">{t('banner.body')}</p>
      </div>
    </section>
  );
}
