import { useTranslation } from 'react-i18next';
import type { Product } from '@wbn/contracts';
import { videoDisplayOf } from '../lib/video-link.ts';

/** The product's videos, each with its player's controls (or a link when it cannot play here). */
export function ProductVideos({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  if (!product.videos.length) return null;
  return (
    <section className="product-box" aria-labelledby="product-videos-heading">
      <h2 id="product-videos-heading" className="product-box__title">
        {t('videos.heading')}
      </h2>
      <ul className="product-videos">
        {product.videos.map((video, i) => {
          const display = videoDisplayOf(video.url);
          if (!display) return null;
          const title = t('videos.title', { name: product.name, n: i + 1 });
          return (
            <li key={video.videoID} className="product-videos__item">
              {display.kind === 'youtube' ? (
                <div className="product-videos__frame">
                  <iframe
                    src={display.embedUrl}
                    title={title}
                    loading="lazy"
                    allow="encrypted-media; picture-in-picture; fullscreen"
                    allowFullScreen
                    referrerPolicy="strict-origin-when-cross-origin"
                  />
                </div>
              ) : display.kind === 'file' ? (
                <video
                  className="product-videos__player"
                  src={display.src}
                  controls
                  preload="metadata"
                  aria-label={title}
                >
                  <a href={display.src}>{t('videos.download', { n: i + 1 })}</a>
                </video>
              ) : (
                <a href={display.href} target="_blank" rel="noopener noreferrer nofollow">
                  {t('videos.watch', { n: i + 1 })}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
