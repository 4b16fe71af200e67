import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reputationLimits, type EligibleDeal, type Review, type ReviewsPage } from '@wbn/contracts';
import { useSession } from '../../../shared/session/session.ts';
import { useAnswerReview, useEligibleDeals, useLeaveReview, useReviews } from '../api/reviews.ts';
import '../reputation.css';

export interface ReviewsSectionProps {
  businessID: string;
  companyName: string;
  heading: string;
}

/**
 * The business page's reviews (decision 0024): the average and count, the reviews newest first
 * with the business's answers, an answer form for its people, and "Leave a review" for a viewer
 * who was the buyer of a deal with it not yet reviewed. `?review=award:{quoteID}` (the "Leave a
 * review" link of an awarded buying request) opens the form on that deal.
 */
export function ReviewsSection({ businessID, companyName, heading }: ReviewsSectionProps) {
  const { t } = useTranslation('reputation');
  const viewer = useSession().userID;
  const reviews = useReviews(businessID, viewer ?? 'visitor');
  const eligible = useEligibleDeals(businessID, viewer);
  const leave = useLeaveReview(businessID);
  const headingId = useId();
  const pages = reviews.data?.pages ?? [];
  const first: ReviewsPage | undefined = pages[0];
  const items = pages.flatMap((p) => p.items);
  const summary = first?.reputation.reviews;

  return (
    <section className="reviews" aria-labelledby={headingId}>
      <div className="reviews__head">
        <h2 id={headingId}>{heading}</h2>
        {summary && summary.count > 0 && summary.average !== null ? (
          <p className="reviews__summary">
            <Stars rating={summary.average} />
            <strong>{t('average', { average: summary.average.toFixed(1) })}</strong>
            <span>{t('count', { count: summary.count })}</span>
          </p>
        ) : null}
      </div>

      {/* The thanks stay once the reviewed deal has left the eligible ones (the last of them). */}
      {leave.isSuccess ? (
        <p role="status">{t('leave.sent')}</p>
      ) : eligible.data && eligible.data.deals.length > 0 ? (
        <LeaveReview leave={leave} deals={eligible.data.deals} />
      ) : null}

      {reviews.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : reviews.isError ? (
        <p role="alert">{t('failed')}</p>
      ) : items.length === 0 ? (
        <p className="reviews__none">{t('none')}</p>
      ) : (
        <ol className="reviews__list">
          {items.map((review) => (
            <li key={review.reviewID}>
              <ReviewItem review={review} companyName={companyName} canAnswer={first?.canAnswer ?? false} />
            </li>
          ))}
        </ol>
      )}
      {reviews.hasNextPage ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {t('more')}
        </button>
      ) : null}
    </section>
  );
}

/** Five stars, filled to the rating; read out as "4.5 out of 5 stars". */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('reputation');
  const rounded = Math.round(rating);
  return (
    <span
      className="stars"
      role="img"
      aria-label={t('stars', { rating: rating % 1 ? rating.toFixed(1) : rating })}
    >
      {'★'.repeat(rounded)}
      <span className="stars__empty">{'★'.repeat(5 - rounded)}</span>
    </span>
  );
}

function ReviewItem({
  review,
  companyName,
  canAnswer,
}: {
  review: Review;
  companyName: string;
  canAnswer: boolean;
}) {
  const { t, i18n } = useTranslation('reputation');
  const when = new Date(review.createdAt * 1000);
  return (
    <article className="review">
      <header className="review__head">
        <Stars rating={review.rating} />
        <span className="review__author">
          {review.author.businessName
            ? t('byFor', { name: review.author.name, business: review.author.businessName })
            : t('by', { name: review.author.name })}
        </span>
        <span className="review__meta">
          {t(`deal.${review.deal}`)} ·{' '}
          <time dateTime={when.toISOString()}>{when.toLocaleDateString(i18n.language)}</time>
        </span>
      </header>
      <p className="review__text">{review.text}</p>
      {review.answer ? (
        <div className="review__answer">
          <p className="review__answer-by">{t('answerBy', { name: companyName })}</p>
          <p>{review.answer.text}</p>
        </div>
      ) : canAnswer ? (
        <AnswerForm reviewID={review.reviewID} />
      ) : null}
    </article>
  );
}

function AnswerForm({ reviewID }: { reviewID: string }) {
  const { t } = useTranslation('reputation');
  const answer = useAnswerReview();
  const [text, setText] = useState('');
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    answer.mutate({ reviewID, body: { text } });
  }
  return (
    <form className="review__answer-form" onSubmit={submit}>
      <label htmlFor={id}>{t('answerLabel')}</label>
      <textarea
        id={id}
        value={text}
        maxLength={reputationLimits.answerTextMax}
        required
        rows={3}
        onChange={(e) => setText(e.target.value)}
      />
      {answer.isError ? <p role="alert">{answer.error.message}</p> : null}
      <button type="submit" className="button button--secondary" disabled={answer.isPending}>
        {t('sendAnswer')}
      </button>
    </form>
  );
}

function LeaveReview({ leave, deals }: { leave: ReturnType<typeof useLeaveReview>; deals: EligibleDeal[] }) {
  const { t } = useTranslation('reputation', { keyPrefix: 'leave' });
  const asked = useSearchParams()[0].get('review');
  const askedDeal = deals.find((d) => `${d.kind}:${d.id}` === asked);
  const [deal, setDeal] = useState(`${(askedDeal ?? deals[0]!).kind}:${(askedDeal ?? deals[0]!).id}`);
  const form = useRef<HTMLFormElement>(null);
  // Arriving for a deal: the form comes into view with its first star focused.
  useEffect(() => {
    if (!askedDeal) return;
    form.current?.scrollIntoView?.({ block: 'start' });
    form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus({ preventScroll: true });
    // Once, when the form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const ids = { deal: useId(), text: useId(), title: useId() };
  function submit(event: FormEvent) {
    event.preventDefault();
    const [kind, id] = deal.split(':') as ['award' | 'thread', string];
    leave.mutate({ deal: { kind, id }, rating, text });
  }
  return (
    <form ref={form} className="reviews__leave" onSubmit={submit} aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t('title')}</h3>
      <label htmlFor={ids.deal}>{t('deal')}</label>
      <select id={ids.deal} value={deal} onChange={(e) => setDeal(e.target.value)}>
        {deals.map((d) => (
          <option key={d.id} value={`${d.kind}:${d.id}`}>
            {d.title}
          </option>
        ))}
      </select>
      <fieldset className="reviews__rating">
        <legend>{t('rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input
              type="radio"
              name={`${ids.title}-rating`}
              value={n}
              checked={rating === n}
              required
              onChange={() => setRating(n)}
            />
            <span aria-hidden="true">{'★'.repeat(n)}</span>
            <span className="visually-hidden">{t('star', { count: n })}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={ids.text}>{t('text')}</label>
      <textarea
        id={ids.text}
        value={text}
        maxLength={reputationLimits.reviewTextMax}
        required
        rows={4}
        onChange={(e) => setText(e.target.value)}
      />
      {leave.isError ? <p role="alert">{leave.error.message}</p> : null}
      <button type="submit" className="button button--primary" disabled={leave.isPending}>
        {t('send')}
      </button>
    </form>
  );
}
