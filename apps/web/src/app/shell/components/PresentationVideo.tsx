import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickPresentationVideo, type Portal, type PresentationVideos } from '@wbn/contracts';
import './presentation-video.css';

// The player's code is a chunk of its own, fetched on the first press of Play (decision 0021).
const PresentationPlayer = lazy(() => import('./PresentationPlayer.tsx'));

/**
 * The banner's presentation video (core spec §1): the version the portal's language picks, shown
 * as its poster and a Play button. Nothing of the video is fetched, and no player is on the page,
 * until the visitor presses Play; then the player starts with the captions of the portal's
 * language on (the recording has no sound).
 */
export function PresentationVideo({
  videos,
  portal,
}: {
  videos: PresentationVideos | undefined;
  portal: Pick<Portal, 'videoLanguage'>;
}) {
  const { t } = useTranslation('shell');
  const [playing, setPlaying] = useState(false);
  const picked = pickPresentationVideo(videos, portal);
  if (!picked) return null;
  const { video, defaultCaptions } = picked;
  const poster = video.poster ? <img src={video.poster} alt="" loading="lazy" decoding="async" /> : null;
  const seconds = video.durationSeconds === null ? null : Math.round(video.durationSeconds);
  return (
    <div className="presentation" style={{ aspectRatio: `${video.width} / ${video.height}` }}>
      {playing ? (
        <Suspense fallback={poster}>
          <PresentationPlayer
            video={video}
            defaultCaptions={defaultCaptions}
            title={t('banner.video.title')}
            captionLabels={{ en: t('banner.video.captionsEn'), es: t('banner.video.captionsEs') }}
          />
        </Suspense>
      ) : (
        <button type="button" className="presentation__play" onClick={() => setPlaying(true)}>
          {poster}
          <span className="presentation__icon" aria-hidden="true" />
          <span className="presentation__label">
            {t('banner.video.play')}
            {seconds === null ? null : (
              <span className="presentation__duration">
                <span className="visually-hidden">, </span>
                {`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`}
              </span>
            )}
          </span>
        </button>
      )}
    </div>
  );
}
