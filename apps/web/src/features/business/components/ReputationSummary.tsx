import { useTranslation } from 'react-i18next';
import { replyTime, type Reputation } from '@wbn/contracts';

export interface ReputationSummaryProps {
  /** The payload's reputation; absent on answers that do not carry it (nothing is shown). */
  reputation: Reputation | undefined;
  className?: string;
}

/**
 * A business's response figures and rating in a line (decision 0024): "Responds within ~3 hr ·
 * 92% answered · ★ 4.5 (12 reviews)", or "New on the network" before it has enough threads. The
 * time and the rating are written by Intl in the page's language ("~3 Std.", "4,5").
 */
export function ReputationSummary({ reputation, className }: ReputationSummaryProps) {
  const { t, i18n } = useTranslation('business', { keyPrefix: 'cards.reputation' });
  if (!reputation) return null;
  const { response, reviews } = reputation;
  const language = i18n.language;
  const time = (minutes: number) => {
    const { value, unit } = replyTime(minutes);
    return value.toLocaleString(language, { style: 'unit', unit, unitDisplay: 'short' });
  };
  const average =
    reviews.average === null
      ? ''
      : reviews.average.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className={`reputation-summary${className ? ` ${className}` : ''}`} data-testid="reputation-summary">
      {response ? (
        <span className="reputation-summary__response" title={t('window')}>
          {response.medianReplyMinutes !== null ? (
            <>
              {t('respondsWithin', { time: time(response.medianReplyMinutes) })}
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
          <span aria-hidden="true">{`★ ${average} (${t('reviews', { count: reviews.count })})`}</span>
          <span className="visually-hidden">{t('ratingLabel', { average, count: reviews.count })}</span>
        </span>
      ) : null}
    </p>
  );
}
