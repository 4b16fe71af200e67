import { Suspense, lazy, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from './icons.tsx';

// The panel is a modal dialog (React Aria's overlays): its code comes when it is first opened.
const MobileMenuDrawer = lazy(() =>
  import('./MobileMenuDrawer.tsx').then((m) => ({ default: m.MobileMenuDrawer })),
);

/** The hamburger (under 992px) and the sliding menu panel it opens. */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so that its code is fetched only by those who open it.
  const [opened, setOpened] = useState(false);
  const dialogId = useId();
  // Close whenever the address changes (a link in the panel, back/forward, anything else).
  const [openedAt, setOpenedAt] = useState(location.key);
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    if (isOpen) setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        className="hamburger"
        aria-label={t('mobile.open')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? dialogId : undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={dialogId} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
