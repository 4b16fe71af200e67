import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { loginHref, logout, registerHref, useSession } from '../../../shared/session/session.ts';
import { CloseIcon, MenuIcon } from './icons.tsx';

/** The hamburger (under 992px) and the sliding menu panel it opens. */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);
  // Close whenever the address changes (a link in the panel, back/forward, anything else).
  const [openedAt, setOpenedAt] = useState(location.key);
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    if (isOpen) setOpen(false);
  }
  const close = () => setOpen(false);
  const signedIn = session.status === 'authenticated';

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className="hamburger" aria-label={t('mobile.open')}>
        <MenuIcon />
      </Button>
      <ModalOverlay className="drawer-overlay" isDismissable>
        <Modal className="drawer">
          <Dialog className="drawer__dialog" aria-labelledby="mobile-menu-title">
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
                        <NavLink to={`/business/${session.userID ?? ''}/requests`} onClick={close}>
                          {t('mobile.messages')}
                        </NavLink>
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
    </DialogTrigger>
  );
}
