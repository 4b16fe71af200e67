import { useTranslation } from 'react-i18next';
import { currentPortal, runtimeConfig } from '../../../shared/config/runtime-config.ts';
import { PresentationVideo } from './PresentationVideo.tsx';

/**
 * The banner that says what the network is, beside the presentation video in the version the
 * portal's language picks (docs/decisions/0021-presentation-video.md).
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
      <PresentationVideo videos={runtimeConfig().presentation} portal={currentPortal()} />
    </section>
  );
}
