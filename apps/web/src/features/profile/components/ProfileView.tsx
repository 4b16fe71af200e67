import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile, PublicProfile } from '@wbn/contracts';
import '../profile.css';

export interface ProfileViewProps {
  profile: Profile | PublicProfile;
  /** The own view shows the private fields with a note when they are hidden from others. */
  own?: boolean;
  /** Buttons under the name (Edit profile, create a business …). */
  actions?: ReactNode;
  /** The businesses section. */
  children?: ReactNode;
}

/** A date stored as YYYY-MM-DD, shown in the page's language (the date itself, no time zone). */
function formatDate(iso: string, language: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const initials = (p: { firstName: string; lastName: string }) =>
  `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();

/**
 * The profile as the spec's view lists it: cover, photo, name, profession, country/state,
 * business type, birth date, About me, company, industry, job position, preferred language.
 */
export function ProfileView({ profile, own, actions, children }: ProfileViewProps) {
  const { t, i18n } = useTranslation('profile');
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const notSet = t('view.notSet');
  const location = [profile.country?.countryName, profile.state?.stateName].filter(Boolean).join(' / ');
  const privateNote = (shown: boolean) =>
    own && !shown ? <span className="profile__private"> ({t('view.onlyYou')})</span> : null;
  const showsBirthDate = 'showBirthDate' in profile ? profile.showBirthDate : true;
  const showsProfession = 'showProfession' in profile ? profile.showProfession : true;
  const likes = 'reactions' in profile ? profile.reactions.reactionCount.like : null;

  const details: { key: string; label: string; value: ReactNode }[] = [
    { key: 'businessType', label: t('view.fields.businessType'), value: profile.businessType?.name },
    {
      key: 'birthDate',
      label: t('view.fields.birthDate'),
      value: profile.birthDate ? (
        <>
          {formatDate(profile.birthDate, i18n.language)}
          {privateNote(showsBirthDate)}
        </>
      ) : null,
    },
    { key: 'companyName', label: t('view.fields.companyName'), value: profile.companyName },
    { key: 'industry', label: t('view.fields.industry'), value: profile.industry?.name },
    { key: 'jobPosition', label: t('view.fields.jobPosition'), value: profile.jobPosition?.name },
    {
      key: 'preferredLanguage',
      label: t('view.fields.preferredLanguage'),
      value: profile.preferredLanguage
        ? profile.preferredLanguage.name === profile.preferredLanguage.languageName
          ? profile.preferredLanguage.languageName
          : `${profile.preferredLanguage.languageName} (${profile.preferredLanguage.name})`
        : null,
    },
    { key: 'city', label: t('view.fields.city'), value: profile.city },
  ];

  return (
    <article className="profile" aria-labelledby="profile-name">
      <div className="profile__cover">
        {profile.coverPhoto ? (
          <img
            src={profile.coverPhoto.url}
            alt={t('view.coverAlt', { name })}
            className="profile__cover-img"
          />
        ) : null}
      </div>
      <header className="profile__header">
        <div className="profile__photo">
          {profile.profilePhoto ? (
            <img src={profile.profilePhoto.url} alt={t('view.photoAlt', { name })} />
          ) : (
            <span className="profile__initials" aria-hidden="true">
              {initials(profile)}
            </span>
          )}
        </div>
        <div className="profile__identity">
          <h1 id="profile-name" className="profile__name">
            {name}
          </h1>
          {profile.profession ? (
            <p className="profile__profession">
              {profile.profession}
              {privateNote(showsProfession)}
            </p>
          ) : null}
          {location ? <p className="profile__location">{location}</p> : null}
          {likes !== null ? <p className="profile__likes">{t('view.likes', { count: likes })}</p> : null}
        </div>
        {actions ? <div className="profile__actions">{actions}</div> : null}
      </header>

      <div className="profile__body">
        <section className="profile__card" aria-labelledby="profile-about">
          <h2 id="profile-about">{t('view.aboutMe')}</h2>
          <p className="profile__about">{profile.briefPresentation || t('view.noAbout')}</p>
        </section>
        <section className="profile__card" aria-labelledby="profile-details">
          <h2 id="profile-details">{t('view.details')}</h2>
          <dl className="profile__details">
            {details.map((d) => (
              <div key={d.key} className="profile__detail" data-field={d.key}>
                <dt>{d.label}</dt>
                <dd>{d.value || notSet}</dd>
              </div>
            ))}
          </dl>
        </section>
        {children}
      </div>
    </article>
  );
}
