import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessHref, type BusinessProfileResponse } from '@wbn/contracts';
import { tierBadge } from '../../../shared/i18n/tier.ts';
import { formatRange } from '../../../shared/ui/text/format.ts';

/**
 * The product page's card of the business: photo, name, type, membership and verified badges,
 * year established, employees, industrial categories, production lead time, and Requests for the
 * business's own people (with their role) or Send Request for everyone else.
 */
export function BusinessSummaryCard({ business }: { business: BusinessProfileResponse }) {
  const { t, i18n } = useTranslation('product');
  const { data: profile, session } = business;
  const g = profile.general;
  const notSet = t('summary.notSet');
  const employees = formatRange(g.totalEmployees, { from: t('summary.from'), upTo: t('summary.upTo') });
  const leadTime = profile.tradeCapabilities.averageLeadTime;
  const rows: [string, string][] = [
    [t('summary.type'), g.businessType.name],
    [t('summary.yearEstablished'), g.yearStablished == null ? notSet : String(g.yearStablished)],
    [t('summary.employees'), employees ?? notSet],
    [t('summary.leadTime'), leadTime == null ? notSet : t('summary.days', { count: leadTime })],
  ];

  return (
    <aside className="product-business" aria-labelledby="product-business-name">
      <div className="product-business__head">
        <span className="product-business__photo">
          {g.profilePhoto ? (
            <img src={g.profilePhoto.url} alt="" width={64} height={64} />
          ) : (
            <span aria-hidden="true">{g.companyName.slice(0, 1)}</span>
          )}
        </span>
        <div className="product-business__identity">
          <h2 id="product-business-name" className="product-business__name">
            <Link to={businessHref(g.companyName, profile.businessID)}>{g.companyName}</Link>
          </h2>
          <p className="product-business__badges">
            <span className={`product-badge product-badge--${profile.subscription ?? 'standard'}`}>
              {t('summary.membership', { tier: tierBadge(t, profile.subscription, i18n.language) })}
            </span>
            <span className={`product-badge${profile.verified ? ' product-badge--verified' : ''}`}>
              {profile.verified
                ? (profile.verification?.label ?? t('summary.verified'))
                : t('summary.notVerified')}
            </span>
          </p>
        </div>
      </div>
      <dl className="product-business__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="product-business__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="product-business__fact product-business__fact--wide">
          <dt>{t('summary.categories')}</dt>
          <dd>{g.categories.length ? g.categories.map((c) => c.name).join(', ') : notSet}</dd>
        </div>
      </dl>
      <div className="product-business__actions">
        {session.access ? (
          <>
            <Link className="button button--primary" to={`/business/${profile.businessID}/requests`}>
              {t('actions.requests')}
            </Link>
            <span className="product-badge product-badge--role">{t(`summary.role.${session.access}`)}</span>
          </>
        ) : (
          <Link className="button button--primary" to={`/business/${profile.businessID}/send-request`}>
            {t('actions.sendRequest')}
          </Link>
        )}
      </div>
    </aside>
  );
}
