import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { useMyBusinesses } from '../../../shared/session/my-businesses.ts';
import { MyBusinessCard } from '../components/MyBusinessCard.tsx';
import { MyInvitations } from '../invitations/MyInvitations.tsx';
import { say } from '../../../shared/i18n/say.ts';
import '../business-manage.css';

/**
 * /my-business: the invitations to join a business waiting for an answer, the businesses the
 * user owns or belongs to, the create link ("Create your Business profile" or, when there are
 * some, "Create another Business profile"), and with ?membership=choose-business (from a
 * package's Buy now) how to pick the business to upgrade.
 */
export function MyBusinessPage() {
  const { t } = useTranslation('business');
  usePageMeta(t('myBusiness.title'));
  const [params] = useSearchParams();
  const choosing = params.get('membership') === 'choose-business';
  const query = useMyBusinesses();
  const list = query.data ?? [];

  return (
    <div className="bm-page bm-my">
      <div className="bm-my__head">
        <h1>{t('myBusiness.heading')}</h1>
        {query.data ? (
          <Link className="bm-button bm-button--primary" to="/business/create">
            {list.length ? say(messages.createAnotherBusiness) : say(messages.createBusinessFirst)}
          </Link>
        ) : null}
      </div>

      <MyInvitations />

      {choosing ? (
        <p className="bm-notice" role="note">
          {t('myBusiness.chooseForMembership')}
        </p>
      ) : null}

      <QueryState
        query={query}
        pending={
          <p className="bm-loading" role="status">
            <span className="spinner" aria-hidden="true" /> {say(messages.loading)}
          </p>
        }
        problem={say(messages.unexpectedError)}
        retryLabel={t('myBusiness.retry')}
        className="bm-notice bm-notice--error"
        buttonClassName="bm-button"
      >
        {(businesses) =>
          businesses.length === 0 ? (
            <p className="bm-empty">{say(messages.noBusinessYet)}</p>
          ) : (
            <ul className="bm-my__list" aria-label={t('myBusiness.listLabel')}>
              {businesses.map((b) => (
                <li key={b.businessID}>
                  <MyBusinessCard business={b} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
