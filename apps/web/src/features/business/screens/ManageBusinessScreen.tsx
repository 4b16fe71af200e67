import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { idFromRouteParam, messages, type BusinessAccess, type BusinessProfile } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { FullPageLoader } from '../../../shared/ui/full-page-loader.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { useBusinessChanged } from '../api/business-changed.ts';
import { businessKeys } from '../api/business-keys.ts';
import { useBusinessProfile } from '../api/get-business-profile.ts';
import { isEditPath, manageTabs, tabFromPath, tabHref, type ManageTab } from '../edit/manage-tabs.ts';
import { ProfileSectionsPanel } from '../edit/ProfileSectionsPanel.tsx';
import { MembersPanel } from '../members/MembersPanel.tsx';
import { say } from '../../../shared/i18n/say.ts';
import '../business-manage.css';

/** The tabs other features fill, handed in by the page in src/app that composes the screen. */
export interface ManageBusinessSlots {
  /**
   * The Products tab. `profileChanged` refetches the business's profile, whose product count the
   * profile page shows.
   */
  products(businessID: string, profileChanged: (businessID: string) => void): ReactNode;
  /** The Membership tab. `businessChanged` refetches what a checkout changes (tier, cap, cards). */
  membership(businessID: string, businessChanged: (businessID: string) => Promise<void>): ReactNode;
  /** The Promotion tab: the month's advertising boosts and what each showed. */
  promotion(businessID: string): ReactNode;
  /** The Support tab: the year's hours of professional support and the request form. */
  support(businessID: string): ReactNode;
  /** The Verification tab (decision 0032): the checks and the evidence form; its name comes with it. */
  verification(businessID: string): ReactNode;
  verificationLabel: ReactNode;
}

/**
 * The tabbed management screen (/business/{id}/member(s), /product(s), /edit/{tab}): Profile,
 * Products, Members, Membership, Promotion, Support, Verification and Requests, for the owner,
 * admins and members of the business (Promotion, Support and Verification answer the owner and
 * admins only).
 * Visitors never get here (the route needs a session); anyone else signed in is told they have
 * no access. The /edit/ form keeps its tab links in that form; its route handle drops the footer.
 */
export function ManageBusinessScreen({ slots }: { slots: ManageBusinessSlots }) {
  const { t } = useTranslation('business');
  const { id: param = '' } = useParams();
  const { pathname } = useLocation();
  const businessID = idFromRouteParam(param);
  const query = useBusinessProfile(businessID);
  const name = query.data?.data.general.companyName;
  usePageMeta(name ? t('manage.title', { name }) : t('manage.titleLoading'));
  const bare = isEditPath(pathname);
  const pageClass = 'bm-page bm-manage';

  if (query.isPending) return <FullPageLoader />;
  if (query.isError) {
    const notFound =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className={pageClass}>
        <div className="bm-notice bm-notice--error" role="alert">
          <p>{notFound ? t('manage.notFound') : say(messages.unexpectedError)}</p>
          {notFound ? (
            <Link className="bm-button" to="/my-business">
              {t('manage.backToMyBusiness')}
            </Link>
          ) : (
            <button type="button" className="bm-button" onClick={() => void query.refetch()}>
              {t('manage.retry')}
            </button>
          )}
        </div>
      </div>
    );
  }

  const { data: profile, session } = query.data;
  if (session.access === null) {
    return (
      <div className={pageClass}>
        <h1>{profile.general.companyName}</h1>
        <div className="bm-notice" role="alert">
          <p>{t('manage.noAccess')}</p>
          <p className="bm-links">
            <Link className="bm-button" to={`/business/${profile.businessID}/`}>
              {t('manage.viewAsBuyer')}
            </Link>
            <Link className="bm-button" to="/my-business">
              {t('manage.backToMyBusiness')}
            </Link>
          </p>
        </div>
      </div>
    );
  }

  const tab = tabFromPath(pathname);
  return (
    <div className={pageClass}>
      <header className="bm-manage__head">
        <div className="bm-manage__logo" aria-hidden="true">
          {profile.general.profilePhoto ? <img src={profile.general.profilePhoto.url} alt="" /> : null}
        </div>
        <div>
          <h1>{profile.general.companyName}</h1>
          <p className="bm-muted">{t('manage.subtitle', { role: t(`members.roles.${session.access}`) })}</p>
        </div>
      </header>
      <Tabs selectedKey={tab} keyboardActivation="manual" className="bm-tabs">
        <TabList aria-label={t('manage.tabsLabel')} className="bm-tabs__list">
          {manageTabs.map((k) => (
            <Tab key={k} id={k} href={tabHref(profile.businessID, k, bare)} className="bm-tabs__tab">
              {k === 'verification' ? slots.verificationLabel : t(`manage.tabs.${k}`)}
            </Tab>
          ))}
        </TabList>
        {manageTabs.map((k) => (
          <TabPanel key={k} id={k} className="bm-tabs__panel">
            <TabContent tab={k} profile={profile} access={session.access} slots={slots} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

function TabContent({
  tab,
  profile,
  access,
  slots,
}: {
  tab: ManageTab;
  profile: BusinessProfile;
  access: BusinessAccess | null;
  slots: ManageBusinessSlots;
}) {
  const { t } = useTranslation('business');
  // A checkout changes the tier and cap the profile, the cards and the products tab show.
  const businessChanged = useBusinessChanged();
  const queryClient = useQueryClient();
  const profileChanged = (businessID: string) =>
    void queryClient.invalidateQueries({ queryKey: businessKeys.profile(businessID) });
  const id = profile.businessID;
  switch (tab) {
    case 'profile':
      return <ProfileSectionsPanel profile={profile} access={access} />;
    case 'products':
      return slots.products(id, profileChanged);
    case 'members':
      return <MembersPanel businessID={id} access={access} />;
    case 'membership':
      return slots.membership(id, businessChanged);
    case 'promotion':
      return slots.promotion(id);
    case 'support':
      return slots.support(id);
    case 'verification':
      return slots.verification(id);
    case 'requests':
      return (
        <section aria-labelledby="requests-heading">
          <h2 id="requests-heading">{t('manage.requests.heading')}</h2>
          <p className="bm-muted">{t('manage.requests.intro')}</p>
          <Link className="bm-button bm-button--primary" to={`/business/${id}/requests`}>
            {t('manage.requests.open')}
          </Link>
        </section>
      );
  }
}
