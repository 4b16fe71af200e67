import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { logout } from '../../../shared/session/session.ts';

export interface AccountMenusProps {
  /** What the notifications button shows (its icon and label). */
  notificationsFace: ReactNode;
  /** What the account menu's button shows (the member's photo or an icon, and their name). */
  menuFace: ReactNode;
}

/**
 * A member's notifications panel and account menu (React Aria's popovers). AccountArea loads them
 * just after the header's first render and shows an inert copy of both buttons until then.
 */
export function AccountMenus({ notificationsFace, menuFace }: AccountMenusProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      <DialogTrigger>
        <Button className="account__link" aria-label={t('account.notifications')}>
          {notificationsFace}
        </Button>
        <Popover className="popover popover--panel" placement="bottom end">
          <Dialog className="notifications" aria-label={t('account.notifications')}>
            <p>{t('account.noNotifications')}</p>
          </Dialog>
        </Popover>
      </DialogTrigger>
      <MenuTrigger>
        <Button className="account__link account__menu-button" aria-label={t('account.menu')}>
          {menuFace}
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
    </>
  );
}
