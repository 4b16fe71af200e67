import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import type { OperatorRole } from '@wbn/contracts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { useSession } from '../../../shared/session/session.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { meQuery } from '../api/operator-role.ts';
import { Loading } from '../components/Status.tsx';
import { QueuePanel } from '../components/QueuePanel.tsx';
import { AppealsPanel } from '../components/AppealsPanel.tsx';
import { TrailPanel } from '../components/TrailPanel.tsx';
import { LookupPanel } from '../components/LookupPanel.tsx';
import { OperatorsPanel } from '../components/OperatorsPanel.tsx';
import { VerificationPanel } from '../components/VerificationPanel.tsx';
import '../admin.css';

const tabs = ['queue', 'appeals', 'verification', 'trail', 'lookup', 'operators'] as const;
type ConsoleTab = (typeof tabs)[number];

/** The tabs a role sees: the operators' list is an administrator's. */
const tabsOf = (role: OperatorRole): readonly ConsoleTab[] =>
  role === 'admin' ? tabs : tabs.filter((tab) => tab !== 'operators');

/**
 * /admin, the operators' console (decision 0025): the review queue, the appeals, the trail, lookup of accounts
 * and businesses, and (administrators) the operators. The API says whether the signed-in account
 * holds a role; anyone else sees a page saying this is not for them. The tab is in the address
 * (`?tab=trail`), so a tab can be linked and survives a reload.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('title'));
  const session = useSession();
  const viewer = session.userID ?? 'visitor';
  const me = useQuery(meQuery(viewer));
  const [params, setParams] = useSearchParams();

  return (
    <div className="page admin-page">
      <QueryState
        query={me}
        pending={<Loading />}
        problem={(error) => ({ message: explainFailure(error) })}
        retryLabel={t('retry')}
        className="admin-problem"
      >
        {({ role }) => {
          if (!role) return <NotAllowed />;
          const visible = tabsOf(role);
          const asked = params.get('tab');
          const tab = visible.find((k) => k === asked) ?? 'queue';
          const select = (key: Key) =>
            setParams(key === 'queue' ? {} : { tab: String(key) }, { replace: true });
          return (
            <>
              <header className="admin-header">
                <h1>{t('heading')}</h1>
                <p className="admin-header__role">{t('roleLine', { role: t(`roles.${role}`) })}</p>
              </header>
              <Tabs selectedKey={tab} onSelectionChange={select} className="admin-tabs">
                <TabList aria-label={t('tabsLabel')} className="admin-tabs__list">
                  {visible.map((k) => (
                    <Tab key={k} id={k} className="admin-tabs__tab">
                      {t(`tabs.${k}`)}
                    </Tab>
                  ))}
                </TabList>
                {visible.map((k) => (
                  <TabPanel key={k} id={k} className="admin-tabs__panel">
                    {k === 'queue' ? <QueuePanel viewer={viewer} /> : null}
                    {k === 'verification' ? <VerificationPanel viewer={viewer} /> : null}
                    {k === 'appeals' ? <AppealsPanel viewer={viewer} /> : null}
                    {k === 'trail' ? <TrailPanel viewer={viewer} /> : null}
                    {k === 'lookup' ? <LookupPanel viewer={viewer} /> : null}
                    {k === 'operators' ? <OperatorsPanel viewer={viewer} /> : null}
                  </TabPanel>
                ))}
              </Tabs>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

/** What an account without an operator role sees at /admin. */
export function NotAllowed() {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-not-allowed" aria-labelledby="admin-not-allowed">
      <h1 id="admin-not-allowed">{t('notAllowed.heading')}</h1>
      <p>{t('notAllowed.text')}</p>
      <Link to="/" className="button button--ghost">
        {t('notAllowed.home')}
      </Link>
    </section>
  );
}
