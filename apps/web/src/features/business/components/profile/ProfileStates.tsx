import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { say } from '../../../../shared/i18n/say.ts';

/** The placeholder while the profile loads: the page's shape in grey, announced as loading. */
export function ProfileSkeleton() {
  const { t } = useTranslation('business', { keyPrefix: 'profile' });
  return (
    <div className="business-profile business-profile--loading" role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <div className="business-skeleton business-skeleton--cover" aria-hidden="true" />
      <div className="business-skeleton__identity" aria-hidden="true">
        <div className="business-skeleton business-skeleton--logo" />
        <div className="business-skeleton__lines">
          <div className="business-skeleton business-skeleton--line business-skeleton--wide" />
          <div className="business-skeleton business-skeleton--line" />
        </div>
      </div>
      <div className="business-profile__sections" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="business-skeleton business-skeleton--card" />
        ))}
      </div>
    </div>
  );
}

/** "Error loading data" with a retry. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('business', { keyPrefix: 'profile' });
  return (
    <div className="business-profile business-problem" role="alert">
      {/* The page's heading while in this state, as "Business not found" is below. */}
      <h1 className="business-problem__title">{say(messages.errorLoadingData)}</h1>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** A business id that does not exist (or a link that holds none). */
export function ProfileNotFound({ text }: { text?: string | undefined }) {
  const { t } = useTranslation('business', { keyPrefix: 'profile' });
  return (
    <div className="business-profile business-problem">
      <h1>{t('notFound.heading')}</h1>
      <p className="business-problem__text">{text ?? t('notFound.body')}</p>
      <p className="business-problem__links">
        <Link className="button button--primary" to="/search-result?business=MA&countries=global&search=">
          {t('notFound.search')}
        </Link>
        <Link className="button button--ghost" to="/">
          {t('notFound.home')}
        </Link>
      </p>
    </div>
  );
}
