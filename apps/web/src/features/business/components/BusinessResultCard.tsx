import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessHref, limits, type BusinessAccess, type Reputation } from '@wbn/contracts';
import { tierBadge, tierOf } from '../../../shared/i18n/tier.ts';
import { useSession } from '../../../shared/session/session.ts';
import { EMPTY_VALUE } from '../../../shared/ui/text/format.ts';
import { TextPreview } from '../../../shared/ui/text/TextPreview.tsx';
import { myBusinessesQuery } from '../../../shared/session/my-businesses.ts';
import { BusinessLogo, type CompanyCardBusiness } from './CompanyCard.tsx';
import { ReputationSummary } from './ReputationSummary.tsx';
import '../business-cards.css';

/** What the card reads of a business: a search result's `businessProfile` fits it. */
export interface BusinessResultCardBusiness extends CompanyCardBusiness {
  /** Lets the owner see Requests instead of Send Request (search summaries do not carry it). */
  ownerID?: string;
  subscription: string | null;
  verified: boolean;
  /** What was verified and when, written in the page's language by the API (decision 0032). */
  verification?: { label: string } | undefined;
  general: CompanyCardBusiness['general'] & {
    industry: { name: string } | null;
    yearStablished: number | null;
  };
  /** Response figures and rating (search results carry them). */
  reputation?: Reputation;
}

export interface BusinessResultCardProps {
  business: BusinessResultCardBusiness;
  /** The like count (the search answer carries it beside the profile). */
  likes: number;
  /** Save Business (from the page that shows the card); not offered on the viewer's own businesses. */
  save: ReactNode;
}

/**
 * Business result card (core spec §2 "Cards"): logo, name, industry, year established or ----,
 * country, business type, short description (cut at 340 characters on small screens, core §9),
 * like count, membership and verified badges, and the
 * Send Request and Save Business actions. Its owner, admins and members see Requests and a badge
 * instead.
 */
export function BusinessResultCard({ business, likes, save }: BusinessResultCardProps) {
  const { t, i18n } = useTranslation('business');
  const { general } = business;
  const id = business.businessID;
  const access = useViewerAccess(id, business.ownerID);
  const own = access !== null;
  const tier = tierOf(business.subscription);
  const headingId = `business-result-${id}`;

  return (
    <article className="business-result" aria-labelledby={headingId} data-testid="business-result">
      <BusinessLogo photo={general.profilePhoto} name={general.companyName} size={88} />
      <div className="business-result__main">
        <div className="business-result__top">
          <h2 className="business-result__name" id={headingId}>
            <Link to={businessHref(general.companyName, id)}>{general.companyName}</Link>
          </h2>
          <p className="business-result__badges">
            <span className={`tier-badge tier-badge--${tier}`}>
              <span className="visually-hidden">{t('cards.membership')} </span>
              {tierBadge(t, tier, i18n.language)}
            </span>
            {business.verified && (
              <span className="verified-badge">{business.verification?.label ?? t('cards.verified')}</span>
            )}
            {access && <span className="own-badge">{t(`cards.role.${access}`)}</span>}
          </p>
        </div>
        <dl className="business-result__facts">
          <div>
            <dt>{t('cards.industry')}</dt>
            <dd>{general.industry?.name ?? EMPTY_VALUE}</dd>
          </div>
          <div>
            <dt>{t('cards.yearEstablished')}</dt>
            {/* The spec writes this card's missing year as ----. */}
            <dd>{general.yearStablished ?? '----'}</dd>
          </div>
          <div>
            <dt>{t('cards.country')}</dt>
            <dd>
              {business.contactInfo.country ? (
                <>
                  {business.contactInfo.country.emoji && (
                    <span aria-hidden="true">{business.contactInfo.country.emoji} </span>
                  )}
                  {business.contactInfo.country.countryName}
                </>
              ) : (
                EMPTY_VALUE
              )}
            </dd>
          </div>
          <div>
            <dt>{t('cards.businessType')}</dt>
            <dd>{general.businessType.name}</dd>
          </div>
        </dl>
        <ReputationSummary reputation={business.reputation} className="business-result__reputation" />
        <TextPreview
          className="business-result__description"
          text={general.shortDescription}
          max={limits.businessPreviewSmallScreen}
          smallScreensOnly
          moreLabel={t('cards.viewMore')}
          lessLabel={t('cards.viewLess')}
        />
        <div className="business-result__footer">
          <p className="business-result__likes">
            <HeartIcon />
            {t('cards.likes', { count: likes })}
          </p>
          <div className="business-result__actions">
            {own ? (
              <Link className="button button--primary" to={`/business/${id}/requests`}>
                {t('cards.requests')}
              </Link>
            ) : (
              <Link className="button button--primary" to={`/business/${id}/send-request`}>
                {t('cards.sendRequest')}
                <span className="visually-hidden">
                  {' '}
                  {t('cards.toBusiness', { name: general.companyName })}
                </span>
              </Link>
            )}
            {own ? null : save}
          </div>
        </div>
      </div>
    </article>
  );
}

/**
 * The viewer's role in a business (owner, admin, member) or null. Search summaries carry no owner
 * or access, so the viewer's own list says which results are theirs: one cached call shared by
 * every card of the page (and by /my-business), made only for signed-in viewers.
 */
function useViewerAccess(businessID: string, ownerID: string | undefined): BusinessAccess | null {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const mine = useQuery({ ...myBusinessesQuery, enabled: signedIn });
  if (!signedIn) return null;
  if (ownerID && ownerID === session.userID) return 'owner';
  return mine.data?.find((b) => b.businessID === businessID)?.access ?? null;
}

function HeartIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill="currentColor" />
    </svg>
  );
}
