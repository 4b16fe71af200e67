import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessHref, subscriptionLabel, type BusinessAccess } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { loginHref, useSession } from '../../../shared/session/session.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { myBusinessesQuery } from '../api/get-my-businesses.ts';
import { BusinessLogo, type CompanyCardBusiness } from './CompanyCard.tsx';
import '../business-cards.css';

/** What the card reads of a business: a search result's `businessProfile` fits it. */
export interface BusinessResultCardBusiness extends CompanyCardBusiness {
  /** Lets the owner see Requests instead of Send Request (search summaries do not carry it). */
  ownerID?: string;
  subscription: string | null;
  verified: boolean;
  general: CompanyCardBusiness['general'] & {
    industry: { name: string } | null;
    yearStablished: number | null;
  };
}

export interface BusinessResultCardProps {
  business: BusinessResultCardBusiness;
  /** The like count (the search answer carries it beside the profile). */
  likes: number;
}

/**
 * Business result card (core spec §2 "Cards"): logo, name, industry, year established or ----,
 * country, business type, short description, like count, membership and verified badges, and the
 * Send Request and Save Business actions. Its owner, admins and members see Requests and a badge
 * instead.
 */
export function BusinessResultCard({ business, likes }: BusinessResultCardProps) {
  const { t } = useTranslation('business');
  const { general } = business;
  const id = business.businessID;
  const access = useViewerAccess(id, business.ownerID);
  const own = access !== null;
  const tier = subscriptionLabel(business.subscription);
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
            <span className={`tier-badge tier-badge--${tier.toLowerCase()}`}>
              <span className="visually-hidden">{t('cards.membership')} </span>
              {tier}
            </span>
            {business.verified && <span className="verified-badge">{t('cards.verified')}</span>}
            {access && <span className="own-badge">{t(`cards.role.${access}`)}</span>}
          </p>
        </div>
        <dl className="business-result__facts">
          <div>
            <dt>{t('cards.industry')}</dt>
            <dd>{general.industry?.name ?? '----'}</dd>
          </div>
          <div>
            <dt>{t('cards.yearEstablished')}</dt>
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
                '----'
              )}
            </dd>
          </div>
          <div>
            <dt>{t('cards.businessType')}</dt>
            <dd>{general.businessType.name}</dd>
          </div>
        </dl>
        <p className="business-result__description">{general.shortDescription}</p>
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
            {!own && <SaveBusinessButton businessID={id} companyName={general.companyName} />}
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

/**
 * Save Business keeps the company in the visitor's network by following it (the follow call of
 * core spec §7; a follow counts once however often it is sent). The card does not ask whether it
 * is already followed (five extra calls per results page): it offers Save, and after a save, Saved,
 * which undoes it.
 */
function SaveBusinessButton({ businessID, companyName }: { businessID: string; companyName: string }) {
  const { t } = useTranslation('business');
  const session = useSession();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const toggle = async () => {
    if (session.status !== 'authenticated') {
      location.assign(loginHref());
      return;
    }
    const next = !saved;
    setSaved(next);
    setBusy(true);
    try {
      if (next)
        await apiRequest('/social/follow/business', { method: 'POST', body: { resourceID: businessID } });
      else await apiRequest(`/social/follow/${encodeURIComponent(businessID)}`, { method: 'DELETE' });
      // The business page's follow button and count read the social feature's follow summary.
      void queryClient.invalidateQueries({ queryKey: ['social', 'follow-summary', businessID] });
    } catch {
      setSaved(!next);
      toast.error();
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="button button--ghost" disabled={busy} onClick={() => void toggle()}>
      {saved ? t('cards.saved') : t('cards.saveBusiness')}
      <span className="visually-hidden"> {companyName}</span>
    </button>
  );
}

function HeartIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill="currentColor" />
    </svg>
  );
}
