import { useTranslation } from 'react-i18next';
import { replyTimeLabel, type Reputation } from '@wbn/contracts';

export interface ReputationSummaryProps {
  /** The payload's reputation; absent on answers that do not carry it (nothing is shown). */
  reputation: Reputation | undefined;
  className?: string;
}

/**
 * A business's response figures and rating in a line (decision 0024): "Responds within ~3 h ·
 * 92% answered · ★ 4.5 (12 reviews)", or "New on the network" before it has enough threads.
 */
export function ReputationSummary({ reputation, className }: ReputationSummaryProps) {
  const { t } = useTranslation('business', { keyPrefix: 'cards.reputation' });
  if (!reputation) return null;
  const { response, reviews } = reputation;
  return (
    <p className={`reputation-summary${className ? ` ${className}` : ''}`} data-testid="reputation-summary">
      {response ? (
        <span className="reputation-summary__response" title={t('window')}>
          {response.medianReplyMinutes !== null ? (
            <>
              {t('respondsWithin', { time: replyTimeLabel(response.medianReplyMinutes) })}
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">, </span>
            </>
          ) : null}
          {t('answered', { percent: response.answeredPercent })}
        </span>
      ) : (
        <span className="reputation-summary__new">{t('newOnNetwork')}</span>
      )}
      {reviews.count > 0 && reviews.average !== null ? (
        <span className="reputation-summary__rating">
          <span aria-hidden="true">{`★ ${reviews.average.toFixed(1)} (${t('reviews', { count: reviews.count })})`}</span>
          <span className="visually-hidden">
            {t('ratingLabel', { average: reviews.average.toFixed(1), count: reviews.count })}
          </span>
        </span>
      ) : null}
    </p>
  );
}
