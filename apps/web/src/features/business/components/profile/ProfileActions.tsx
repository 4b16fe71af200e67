import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  businessHref,
  canManageBusiness,
  messages,
  type BusinessProfile,
  type BusinessSession,
} from '@wbn/contracts';
import { useSession } from '../../../../shared/session/session.ts';
import { copyLink } from '../../../../shared/ui/copy-link.ts';
import { scrollToSection } from './scroll-to-section.ts';

export const SECTION_IDS = {
  top: 'business-top',
  general: 'business-general',
  products: 'business-products',
} as const;

export interface ProfileActionsProps {
  profile: BusinessProfile;
  session: BusinessSession;
  editMode: boolean;
  onToggleEditMode: () => void;
  /** The follow toggle and Save Business (from the page that composes the profile). */
  follow: ReactNode;
  save: ReactNode;
  /** Report, for viewers outside the business (a visitor is led to the public notice form). */
  report: ReactNode;
}

/**
 * The profile's actions (core spec §2 "Business profile", §6): follow, connect, share and the
 * Business Profile / Send Request / Company Products buttons for everyone; owner, admin and member
 * see Requests with their role badge instead of Send Request; owner and admin also get Manage
 * Profile, Products, Membership, Members and the Edit profile toggle.
 */
export function ProfileActions({
  profile,
  session,
  editMode,
  onToggleEditMode,
  follow,
  save,
  report,
}: ProfileActionsProps) {
  const { t } = useTranslation('business', { keyPrefix: 'profile' });
  const viewer = useSession();
  const id = profile.businessID;
  const access = session.access;
  const manages = canManageBusiness(access);
  const isOwnerViewing = viewer.userID !== null && viewer.userID === profile.ownerID;

  const share = () =>
    copyLink(businessHref(profile.general.companyName, id), messages.businessLinkCopied, (url) =>
      t('actions.copyFailed', { url }),
    );

  const productsLabel =
    session.productLimit !== undefined && session.productCount !== undefined
      ? t('actions.productsCount', { count: session.productCount, limit: session.productLimit })
      : t('actions.products');

  return (
    <div className="business-actions">
      <div className="business-actions__row" role="group" aria-label={t('actions.visitor')}>
        {follow}
        {access ? null : save}
        {!isOwnerViewing ? (
          <Link
            className="business-action"
            to={`/profile/${profile.ownerID}`}
            title={t('actions.connectHint')}
          >
            {t('actions.connect')}
          </Link>
        ) : null}
        <button
          type="button"
          className="business-action"
          title={t('actions.shareHint')}
          onClick={() => void share()}
        >
          {t('actions.share')}
        </button>
        {access ? null : report}
      </div>

      <nav className="business-actions__row business-actions__nav" aria-label={t('actions.label')}>
        <button
          type="button"
          className="business-action"
          onClick={() => scrollToSection(SECTION_IDS.general)}
        >
          {t('actions.businessProfile')}
        </button>
        {access ? (
          <Link className="business-action business-action--primary" to={`/business/${id}/requests`}>
            {t('actions.requests')}
            <span className="business-action__badge">{t(`role.${access}`)}</span>
          </Link>
        ) : (
          <Link className="business-action business-action--primary" to={`/business/${id}/send-request`}>
            {t('actions.sendRequest')}
          </Link>
        )}
        <button
          type="button"
          className="business-action"
          onClick={() => scrollToSection(SECTION_IDS.products)}
        >
          {t('actions.companyProducts')}
        </button>
      </nav>

      {manages ? (
        <nav className="business-actions__row business-actions__owner" aria-label={t('actions.manage')}>
          <Link className="business-action" to={`/business/${id}/edit`}>
            {t('actions.manageProfile')}
          </Link>
          <Link className="business-action" to={`/business/${id}/products`}>
            {productsLabel}
          </Link>
          <Link className="business-action" to={`/business/${id}/membership`}>
            {t('actions.membership')}
          </Link>
          <Link className="business-action" to={`/business/${id}/members`}>
            {t('actions.members')}
          </Link>
          <button
            type="button"
            className={`business-action business-action--toggle${editMode ? ' business-action--on' : ''}`}
            aria-pressed={editMode}
            onClick={onToggleEditMode}
          >
            {t('actions.editProfile')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
