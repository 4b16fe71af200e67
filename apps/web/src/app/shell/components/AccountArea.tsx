import { Suspense, lazy } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginHref, registerHref, useSession } from '../../../shared/session/session.ts';
import { MessagesLink } from '../../../features/messages/index.ts';
import { BellIcon, BriefcaseIcon, FeedIcon, HomeIcon, MessageIcon, UserIcon } from './icons.tsx';

// The notifications panel and the account menu are React Aria popovers: their code comes just after
// the header's first render, in a chunk of its own (decision 0015).
const AccountMenus = lazy(() => import('./AccountMenus.tsx').then((m) => ({ default: m.AccountMenus })));

/** The header's right side: Login/Register for visitors, the member's shortcuts and menu otherwise. */
export function AccountArea() {
  const { t } = useTranslation('shell');
  const session = useSession();

  if (session.status !== 'authenticated') {
    return (
      <nav className="account" aria-label={t('account.label')}>
        <a className="button button--ghost account__login" href={loginHref()}>
          {t('account.login')}
        </a>
        <a className="button button--primary account__register" href={registerHref()}>
          {t('account.register')}
        </a>
      </nav>
    );
  }

  const name = session.profile ? `${session.profile.firstName} ${session.profile.lastName}`.trim() : '';
  const notificationsFace = (
    <>
      <BellIcon />
      <span>{t('account.notifications')}</span>
    </>
  );
  const menuFace = (
    <>
      {session.profile?.profilePhoto?.url ? (
        <img
          className="account__avatar"
          src={session.profile.profilePhoto.url}
          alt=""
          width={28}
          height={28}
        />
      ) : (
        <UserIcon />
      )}
      <span className="account__name">{name || t('account.myProfile')}</span>
    </>
  );
  return (
    <nav className="account account--member" aria-label={t('account.label')}>
      <NavLink to="/" end className="account__link account__link--wide" title={t('account.home')}>
        <HomeIcon />
        <span>{t('account.home')}</span>
      </NavLink>
      <NavLink
        to="/my-business"
        className="account__link account__link--wide"
        title={t('account.myBusiness')}
      >
        <BriefcaseIcon />
        <span>{t('account.myBusiness')}</span>
      </NavLink>
      <NavLink to="/newsfeed" className="account__link account__link--wide" title={t('account.myB2b')}>
        <FeedIcon />
        <span>{t('account.myB2b')}</span>
      </NavLink>
      <MessagesLink
        className="account__link"
        title={t('account.messages')}
        unreadLabel={(count) => t('account.unreadMessages', { count })}
      >
        <MessageIcon />
        <span>{t('account.messages')}</span>
      </MessagesLink>
      <Suspense
        fallback={
          // Until the menus' code is here: the same two buttons, inert.
          <>
            <button type="button" className="account__link" aria-label={t('account.notifications')} disabled>
              {notificationsFace}
            </button>
            <button
              type="button"
              className="account__link account__menu-button"
              aria-label={t('account.menu')}
              disabled
            >
              {menuFace}
            </button>
          </>
        }
      >
        <AccountMenus notificationsFace={notificationsFace} menuFace={menuFace} />
      </Suspense>
    </nav>
  );
}
