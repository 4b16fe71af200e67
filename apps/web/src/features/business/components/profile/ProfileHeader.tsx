import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { limits, type BusinessAccess, type BusinessProfile } from '@wbn/contracts';
import { tierBadge, tierOf } from '../../../../shared/i18n/tier.ts';
import { TextPreview } from '../../../../shared/ui/text/TextPreview.tsx';
import { BusinessLogo } from '../CompanyCard.tsx';
import { ReputationSummary } from '../ReputationSummary.tsx';

export interface ProfileHeaderProps {
  profile: BusinessProfile;
  access: BusinessAccess | null;
  /** Edit mode: the Change logo / Change cover buttons. */
  onChangePhotos?: () => void;
  /** The like toggle with the count (from the page that composes the profile). */
  like: ReactNode;
  /** Under the identity (the action bar). */
  children?: ReactNode;
}

/**
 * Cover, logo, name, verified and membership badges, the like count (as the like toggle), type,
 * industry, place and the short description (the business preview text).
 */
export function ProfileHeader({ profile, access, onChangePhotos, like, children }: ProfileHeaderProps) {
  const { t } = useTranslation('business', { keyPrefix: 'profile' });
  const { t: tCommon, i18n } = useTranslation();
  const { general, contactInfo } = profile;
  const name = general.companyName;
  const tier = tierOf(profile.subscription);
  const place = [contactInfo.city, contactInfo.state?.stateName, contactInfo.country.countryName]
    .filter(Boolean)
    .join(', ');
  const facts = [general.businessType.name, general.industry.name].filter(Boolean).join(' · ');

  return (
    <header className="business-header" id="business-top" tabIndex={-1}>
      <div className="business-header__cover">
        {/* The cover's box is sized by its ratio (CSS); the attributes give the picture the same. */}
        {general.coverPhoto?.url ? (
          <img src={general.coverPhoto.url} alt={t('coverAlt', { name })} width={1200} height={300} />
        ) : null}
        {onChangePhotos ? (
          <button type="button" className="business-header__photo-button" onClick={onChangePhotos}>
            {t('changeCover')}
          </button>
        ) : null}
      </div>
      <div className="business-header__body">
        <div className="business-header__logo">
          {general.profilePhoto?.url ? (
            <img src={general.profilePhoto.url} alt={t('logoAlt', { name })} width={120} height={120} />
          ) : (
            <BusinessLogo photo={null} name={name} size={120} />
          )}
          {onChangePhotos ? (
            <button
              type="button"
              className="business-header__photo-button business-header__photo-button--logo"
              onClick={onChangePhotos}
            >
              {t('changeLogo')}
            </button>
          ) : null}
        </div>
        <div className="business-header__identity">
          <h1 className="business-header__name" id="business-name">
            {name}
          </h1>
          <p className="business-header__badges">
            <span className={`tier-badge tier-badge--${tier}`}>
              <span className="visually-hidden">{t('membership')}: </span>
              {tierBadge(tCommon, tier, i18n.language)}
            </span>
            {profile.verified ? (
              <span className="verified-badge">{profile.verification?.label ?? t('verified')}</span>
            ) : (
              <span className="business-header__unverified">{t('notVerified')}</span>
            )}
            {access ? (
              <span className="own-badge" title={t('roleNote', { role: t(`role.${access}`) })}>
                {t(`role.${access}`)}
              </span>
            ) : null}
          </p>
          {facts ? <p className="business-header__facts">{facts}</p> : null}
          {place ? (
            <p className="business-header__place">
              {contactInfo.country.emoji ? (
                <span aria-hidden="true">{contactInfo.country.emoji} </span>
              ) : null}
              {place}
            </p>
          ) : null}
          <ReputationSummary reputation={profile.reputation} className="business-header__reputation" />
        </div>
        <div className="business-header__like">{like}</div>
      </div>
      {general.shortDescription ? (
        // The business preview text: cut at 340 characters on small screens (core spec §9).
        <TextPreview
          className="business-header__description"
          text={general.shortDescription}
          lang={general.language}
          max={limits.businessPreviewSmallScreen}
          smallScreensOnly
          moreLabel={t('viewMore')}
          lessLabel={t('viewLess')}
        />
      ) : null}
      {children}
    </header>
  );
}
