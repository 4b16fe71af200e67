import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { useUserBusinesses } from '../api/get-user-businesses.ts';
import { say } from '../../../shared/i18n/say.ts';

export interface BusinessListProps {
  userID: string;
  /** The owner's own list: manage links and the spec's empty text. */
  own?: boolean;
  /** Used in the empty text of someone else's list. */
  ownerName: string;
}

/** A user's businesses (GET business/profile/list-business?userID=). */
export function BusinessList({ userID, own, ownerName }: BusinessListProps) {
  const { t } = useTranslation('profile');
  const query = useUserBusinesses(userID);
  const heading = own ? t('view.myBusinesses') : t('view.businesses');

  let body;
  if (query.isPending) body = <p role="status">{say(messages.loading)}</p>;
  else if (query.isError) body = <p className="profile__muted">{t('view.businessesFailed')}</p>;
  else if (query.data.length === 0)
    body = (
      <p className="profile__muted">
        {own ? say(messages.noBusinessYet) : t('view.noBusinesses', { name: ownerName })}
      </p>
    );
  else
    body = (
      <ul className="profile__businesses">
        {query.data.map((b) => (
          <li key={b.businessID} className="profile__business">
            {b.general.profilePhoto ? (
              <img
                src={b.general.profilePhoto.url}
                alt=""
                className="profile__business-logo"
                loading="lazy"
              />
            ) : (
              <span className="profile__business-logo" aria-hidden="true" />
            )}
            <div>
              <Link to={`/business/${b.businessID}/`} className="profile__business-name">
                {b.general.companyName}
              </Link>
              <p className="profile__muted">
                {[
                  b.contactInfo?.country
                    ? `${b.contactInfo.country.emoji} ${b.contactInfo.country.countryName}`
                    : null,
                  b.verified ? t('view.verified') : t('view.notVerified'),
                  (b.subscription ?? 'standard').toUpperCase(),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {b.general.shortDescription ? <p>{b.general.shortDescription}</p> : null}
              {own ? (
                <p className="profile__business-links">
                  <Link to={`/business/${b.businessID}/?editMode=1`}>{t('view.manage')}</Link>
                  <Link to={`/business/${b.businessID}/`}>{t('view.viewAsBuyer')}</Link>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="profile__card profile__card--wide" aria-labelledby="profile-businesses">
      <h2 id="profile-businesses">{heading}</h2>
      {body}
    </section>
  );
}
