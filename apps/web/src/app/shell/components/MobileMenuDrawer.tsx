import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { loginHref, logout, registerHref, useSession } from '../../../shared/session/session.ts';
import { MessagesLink } from '../../../features/messages/index.ts';
import { NotificationsLink } from '../../../features/notifications/index.ts';
import { useOperatorRole } from '../../../features/admin/index.ts';
import { CloseIcon } from './icons.tsx';

export interface MobileMenuDrawerProps {
  /** The dialog's id, which the hamburger names in aria-controls while it is open. */
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The sliding menu panel the hamburger opens (MobileMenu.tsx), a modal dialog: its code (React
 * Aria's overlays) is loaded the first time it is opened.
 */
export function MobileMenuDrawer({ id, isOpen, onOpenChange }: MobileMenuDrawerProps) {
  const { t } = useTranslation('shell');
  // Operators reach the console from the drawer too (the account menu's link on wide screens).
  const operator = useOperatorRole() !== null;
  const session = useSession();
  const close = () => onOpenChange(false);
  const signedIn = session.status === 'authenticated';

  return (
    <ModalOverlay className="drawer-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="drawer">
        <Dialog id={id} className="drawer__dialog" aria-labelledby="mobile-menu-title">
          <div className="drawer__head">
            <Heading slot="title" id="mobile-menu-title" className="drawer__title">
              {t('mobile.title')}
            </Heading>
            <Button className="icon-button" slot="close" aria-label={t('mobile.close')}>
              <CloseIcon />
            </Button>
          </div>
          <nav aria-labelledby="mobile-menu-title">
            <section className="drawer__section" aria-labelledby="mm-account">
              <h3 id="mm-account" className="drawer__section-title">
                {t('mobile.account')}
              </h3>
              <ul>
                {signedIn ? (
                  <>
                    <li>
                      <NavLink to="/profile" onClick={close}>
                        {t('mobile.myAccount')}
                      </NavLink>
                    </li>
                    <li>
                      <MessagesLink
                        onClick={close}
                        unreadLabel={(count) => t('account.unreadMessages', { count })}
                      >
                        {t('mobile.messages')}
                      </MessagesLink>
                    </li>
                    <li>
                      <NotificationsLink
                        onClick={close}
                        unreadLabel={(count) => t('mobile.unreadNotifications', { count })}
                      >
                        {t('mobile.notifications')}
                      </NotificationsLink>
                    </li>
                    <li>
                      <NavLink to="/my-business" onClick={close}>
                        {t('mobile.myBusiness')}
                      </NavLink>
                    </li>
                    <li>
                      <NavLink to="/newsfeed" onClick={close}>
                        {t('mobile.myB2b')}
                      </NavLink>
                    </li>
                    <li>
                      <NavLink to="/saved" onClick={close}>
                        {t('mobile.saved')}
                      </NavLink>
                    </li>
                    {operator ? (
                      <li>
                        <NavLink to="/admin" onClick={close}>
                          {t('account.console')}
                        </NavLink>
                      </li>
                    ) : null}
                  </>
                ) : (
                  <>
                    <li>
                      <a href={loginHref()}>{t('mobile.login')}</a>
                    </li>
                    <li>
                      <a href={registerHref()}>{t('mobile.register')}</a>
                    </li>
                  </>
                )}
              </ul>
            </section>
            <section className="drawer__section" aria-labelledby="mm-main">
              <h3 id="mm-main" className="drawer__section-title">
                {t('mobile.mainMenu')}
              </h3>
              <ul>
                <li>
                  <NavLink to="/" end onClick={close}>
                    {t('mobile.home')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/b2b-tips" onClick={close}>
                    {t('mobile.articles')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/industries" onClick={close}>
                    {t('mobile.industries')}
                  </NavLink>
                </li>
              </ul>
            </section>
            <section className="drawer__section" aria-labelledby="mm-support">
              <h3 id="mm-support" className="drawer__section-title">
                {t('mobile.support')}
              </h3>
              <ul>
                <li>
                  <NavLink to="/contact-us" onClick={close}>
                    {t('mobile.contactUs')}
                  </NavLink>
                </li>
              </ul>
            </section>
            {signedIn && (
              <button
                type="button"
                className="button button--ghost drawer__logout"
                onClick={() => void logout()}
              >
                {t('mobile.logout')}
              </button>
            )}
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
