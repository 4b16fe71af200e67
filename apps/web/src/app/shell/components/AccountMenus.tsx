import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { logout } from '../../../shared/session/session.ts';
import { NotificationsBell } from '../../../features/notifications/index.ts';

export interface AccountMenusProps {
  /** What the notifications button shows (its icon and label). */
  notificationsFace: ReactNode;
  /** What the account menu's button shows (the member's photo or an icon, and their name). */
  menuFace: ReactNode;
}

/**
 * A member's notifications bell (with its panel) and account menu (React Aria's popovers).
 * AccountArea loads them just after the header's first render and shows an inert copy of both
 * buttons until then.
 */
export function AccountMenus({ notificationsFace, menuFace }: AccountMenusProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      <NotificationsBell
        face={notificationsFace}
        className="account__link"
        label={(unread) =>
          unread ? t('account.notificationsUnread', { count: unread }) : t('account.notifications')
        }
      />
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
