import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { idFromRouteParam } from '@wbn/contracts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { useBusinessName } from '../api/get-business-name.ts';
import { MembershipPanel } from '../components/MembershipPanel.tsx';
import '../membership.css';

/** /business/{id}/membership (needs a session): the business's membership and its upgrade. */
export function MembershipPage() {
  const { t } = useTranslation('membership');
  usePageMeta(t('title'));
  const { id: param = '' } = useParams();
  const businessID = idFromRouteParam(param);
  const name = useBusinessName(businessID).data;
  return (
    <div className="page ms-page">
      <p className="ms-page__back">
        <Link to={`/business/${businessID}/`}>{t('backToBusiness')}</Link>
      </p>
      <h1 className="ms-page__title">
        {t('heading')}
        {name ? (
          <>
            {' '}
            <span className="ms-page__business">{name}</span>
          </>
        ) : null}
      </h1>
      <MembershipPanel businessID={businessID} />
    </div>
  );
}
