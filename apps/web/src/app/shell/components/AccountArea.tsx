import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { loginHref, logout, registerHref, useSession } from '../../../shared/session/session.ts';
import { BellIcon, BriefcaseIcon, FeedIcon, HomeIcon, MessageIcon, UserIcon } from './icons.tsx';

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
      <NavLink
        to={`/business/${session.userID ?? ''}/requests`}
        className="account__link"
        title={t('account.messages')}
      >
        <MessageIcon />
        <span>{t('account.messages')}</span>
      </NavLink>
      <DialogTrigger>
        <Button className="account__link" aria-label={t('account.notifications')}>
          <BellIcon />
          <span>{t('account.notifications')}</span>
        </Button>
        <Popover className="popover popover--panel" placement="bottom end">
          <Dialog className="notifications" aria-label={t('account.notifications')}>
            <p>{t('account.noNotifications')}</p>
          </Dialog>
        </Popover>
      </DialogTrigger>
      <MenuTrigger>
        <Button className="account__link account__menu-button" aria-label={t('account.menu')}>
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
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu className="menu">
            <MenuItem className="menu__item" href="/profile">
              {t('account.myProfile')}
            </MenuItem>
            <MenuItem className="menu__item" href="/timeline">
              {t('account.myTimeline')}
            </MenuItem>
            <MenuItem className="menu__item" href="/saved">
              {t('account.saved')}
            </MenuItem>
            <MenuItem className="menu__item" href="/saved#businesses">
              {t('account.favorites')}
            </MenuItem>
            <MenuItem className="menu__item" href="/contact-us/form">
              {t('account.help')}
            </MenuItem>
            <MenuItem className="menu__item menu__item--danger" onAction={() => void logout()}>
              {t('account.logout')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </nav>
  );
}
