import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountArea } from './AccountArea.tsx';
import { HelpIcon } from './icons.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SearchBar } from './SearchBar.tsx';

/**
 * The page header. On the home page the search is in the banner (the spec's "Home, without search
 * bar"), so the header has none there; every other page has it here.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const withSearch = useLocation().pathname !== '/';
  return (
    <header className={withSearch ? 'header' : 'header header--without-search'}>
      <div className="header__start">
        <MobileMenu />
        <div className="header__logo">
          <Logo compact />
        </div>
      </div>
      {withSearch && (
        <div className="header__search">
          <SearchBar />
        </div>
      )}
      <div className="header__end">
        {/* The contact/help button of the spec. It sits in the header rather than floating over
            the page, where it covered the right-hand buttons of the pages on every width. */}
        <Link to="/contact-us" className="help-link" aria-label={t('help.button')} title={t('help.button')}>
          <HelpIcon />
        </Link>
        <AccountArea />
      </div>
    </header>
  );
}
