import { useTranslation } from 'react-i18next';
import { videoEmbed } from '../../lib/video-embed.ts';

/** The business's video: an embedded player for YouTube, Vimeo or a video file, else a link. */
export function BusinessVideo({ url, companyName }: { url: string; companyName: string }) {
  const { t } = useTranslation('business', { keyPrefix: 'profile' });
  const embed = videoEmbed(url);
  if (!embed) return null;
  const title = t('video.title', { name: companyName });

  switch (embed.kind) {
    case 'iframe':
      return (
        <div className="business-video">
          <iframe
            src={embed.src}
            title={title}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      );
    case 'file':
      return (
        <div className="business-video">
          <video src={embed.src} controls preload="metadata" aria-label={title} />
        </div>
      );
    case 'link':
      return (
        <p>
          <a href={embed.href} target="_blank" rel="noopener noreferrer nofollow">
            {t('video.open')}
            <span className="visually-hidden"> {t('externalLink')}</span>
          </a>
        </p>
      );
  }
}
