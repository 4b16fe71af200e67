import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessHref, type NewsfeedResponse } from '@wbn/contracts';
import { Avatar } from '../../../shared/ui/text/Avatar.tsx';
import { usePostSlots } from '../lib/post-slots.tsx';

/**
 * An empty newsfeed: what fills it (the viewer's posts and those of businesses they follow or
 * belong to) and businesses to follow, each with its follow toggle; then a way to see the feed
 * again with what was just followed.
 */
export function Suggestions({
  suggestions,
  onRefresh,
  refreshing,
}: {
  suggestions: NewsfeedResponse['suggestions'];
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('posts');
  const headingId = useId();
  const slots = usePostSlots();
  return (
    <section className="feed-suggestions" aria-labelledby={headingId}>
      <h2 id={headingId} className="feed-suggestions__title">
        {t('newsfeed.emptyTitle')}
      </h2>
      <p>{t('newsfeed.emptyBody')}</p>
      {suggestions.length ? (
        <>
          <h3 className="feed-suggestions__subtitle">{t('newsfeed.suggestions')}</h3>
          <ul className="feed-suggestions__list">
            {suggestions.map((s) => (
              <li key={s.businessID} className="feed-suggestion">
                <Avatar photo={s.profilePhoto} name={s.companyName} size={48} square />
                <div className="feed-suggestion__body">
                  <Link className="feed-suggestion__name" to={businessHref(s.companyName, s.businessID)}>
                    {s.companyName}
                  </Link>
                  {s.shortDescription ? <p className="feed-suggestion__text">{s.shortDescription}</p> : null}
                </div>
                {slots.follow(s.businessID, 'feed-suggestion__follow')}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <Link to="/search-result">{t('newsfeed.findCompanies')}</Link>
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing}
      >
        {t('newsfeed.refresh')}
      </button>
    </section>
  );
}
