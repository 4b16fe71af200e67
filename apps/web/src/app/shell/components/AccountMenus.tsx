import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { isUiLanguage, languageAutonyms, uiLanguages } from '@wbn/contracts';
import { pageInLanguage, rememberLanguage } from '../../../shared/i18n/language-switch.ts';
import { logout } from '../../../shared/session/session.ts';
import { usePreferredLanguage } from '../use-preferred-language.ts';
import { NotificationsBell } from '../../../features/notifications/index.ts';
import { useOperatorRole } from '../../../features/admin/index.ts';

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
  const { t, i18n } = useTranslation('shell');
  const { pathname, search, hash } = useLocation();
  const current = isUiLanguage(i18n.language) ? i18n.language : 'en';
  // Signed in: the profile's preferred language may set the page's (this chunk is the member's).
  usePreferredLanguage();
  // Operators get the console in their menu (the API says who is one).
  const operator = useOperatorRole() !== null;
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
            {operator ? (
              <MenuItem className="menu__item" href="/admin">
                {t('account.console')}
              </MenuItem>
            ) : null}
            {/* The languages, each in itself; choosing one keeps the choice and loads the page
                again at its address in that language (decision 0026). */}
            {uiLanguages.map((language) => (
              <MenuItem
                key={language}
                id={`language-${language}`}
                className="menu__item"
                lang={language}
                textValue={languageAutonyms[language]}
                onAction={() => {
                  if (language === current) return;
                  rememberLanguage(language);
                  location.assign(pageInLanguage(language, `${pathname}${search}${hash}`));
                }}
              >
                {languageAutonyms[language]}
                {language === current ? (
                  <span className="visually-hidden"> {t('account.currentLanguage')}</span>
                ) : null}
                {language === current ? <span aria-hidden="true"> ✓</span> : null}
              </MenuItem>
            ))}
            <MenuItem className="menu__item menu__item--danger" onAction={() => void logout()}>
              {t('account.logout')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </>
  );
}
