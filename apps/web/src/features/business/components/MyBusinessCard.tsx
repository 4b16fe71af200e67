import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyBusinessCard as Card } from '@wbn/contracts';
import { tierBadge } from '../../../shared/i18n/tier.ts';
import '../business-manage.css';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/**
 * The spec's my-business card: logo, name, country with its flag, Verified or Not Verified, the
 * subscription in upper case (STANDARD when there is none), the short description, and the links
 * Manage Business and View as a buyer.
 */
export function MyBusinessCard({ business }: { business: Card }) {
  const { t, i18n } = useTranslation('business');
  const nameId = useId();
  const { businessID, general, contactInfo } = business;
  const country = contactInfo.country;
  return (
    <article className="bm-mycard" aria-labelledby={nameId}>
      <div className="bm-mycard__logo">
        {general.profilePhoto ? (
          <img
            src={general.profilePhoto.url}
            alt={t('myBusiness.logoOf', { name: general.companyName })}
            loading="lazy"
          />
        ) : (
          <span className="bm-mycard__initials" aria-hidden="true">
            {initialsOf(general.companyName)}
          </span>
        )}
      </div>
      <div className="bm-mycard__body">
        <h2 id={nameId} className="bm-mycard__name">
          {general.companyName}
        </h2>
        <p className="bm-mycard__country">
          {country.emoji ? <span aria-hidden="true">{country.emoji} </span> : null}
          {country.countryName}
        </p>
        <p className="bm-mycard__badges">
          {business.access === 'member' ? (
            <span className={`bm-badge ${business.verified ? 'bm-badge--verified' : 'bm-badge--muted'}`}>
              {business.verified ? t('myBusiness.verified') : t('myBusiness.notVerified')}
            </span>
          ) : (
            // Its managers follow the badge to the business's verification checks (decision 0032).
            <Link
              className={`bm-badge ${business.verified ? 'bm-badge--verified' : 'bm-badge--muted'}`}
              to={`/business/${businessID}/edit/verification`}
              aria-describedby={nameId}
            >
              {business.verified ? t('myBusiness.verified') : t('myBusiness.notVerified')}
            </Link>
          )}
          <span className="bm-badge bm-badge--tier">
            {tierBadge(t, business.subscription, i18n.language)}
          </span>
          {business.access !== 'owner' ? (
            <span className="bm-badge bm-badge--muted">{t(`myBusiness.role.${business.access}`)}</span>
          ) : null}
        </p>
        <p className="bm-mycard__description">{general.shortDescription}</p>
        <p className="bm-mycard__links">
          <Link
            className="bm-button bm-button--primary"
            to={`/business/${businessID}/?editMode=1`}
            aria-describedby={nameId}
          >
            {t('myBusiness.manage')}
          </Link>
          <Link className="bm-button" to={`/business/${businessID}/`} aria-describedby={nameId}>
            {t('myBusiness.viewAsBuyer')}
          </Link>
        </p>
      </div>
    </article>
  );
}
