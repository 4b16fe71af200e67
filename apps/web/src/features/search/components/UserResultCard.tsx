import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@wbn/contracts';

const MISSING = '---';

/** "Country / State / City", with --- for each part the user has not filled in (core spec §2). */
export function userPlace(profile: Pick<PublicProfile, 'country' | 'state' | 'city'>): string {
  return [profile.country?.countryName, profile.state?.stateName, profile.city]
    .map((part) => part?.trim() || MISSING)
    .join(' / ');
}

/** User result card: photo, name, place, job position at company, brief presentation, likes, Go Profile. */
export function UserResultCard({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('search');
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const job = profile.jobPosition?.name;
  const company = profile.companyName?.trim();
  const work = job && company ? t('user.jobAtCompany', { job, company }) : (job ?? company ?? MISSING);
  const headingId = `user-result-${profile.userID}`;
  const initials = [profile.firstName, profile.lastName]
    .map((w) => [...w.trim()][0]?.toUpperCase() ?? '')
    .join('');

  return (
    <article className="user-result" aria-labelledby={headingId} data-testid="user-result">
      {profile.profilePhoto?.url ? (
        <img
          className="user-result__photo"
          src={profile.profilePhoto.url}
          alt=""
          width={88}
          height={88}
          loading="lazy"
        />
      ) : (
        <span className="user-result__photo user-result__photo--initials" aria-hidden="true">
          {initials}
        </span>
      )}
      <div className="user-result__main">
        <h2 className="user-result__name" id={headingId}>
          {name}
        </h2>
        <p className="user-result__place">{userPlace(profile)}</p>
        <p className="user-result__work">{work}</p>
        {profile.briefPresentation && <p className="user-result__brief">{profile.briefPresentation}</p>}
        <div className="user-result__footer">
          <p className="user-result__likes">
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
                fill="currentColor"
              />
            </svg>
            {t('user.likes', { count: profile.reactions.reactionCount.like })}
          </p>
          <Link className="button button--primary" to={`/profile/${profile.userID}`}>
            {t('user.goProfile')}
            <span className="visually-hidden"> {t('user.ofUser', { name })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
