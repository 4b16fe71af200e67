import { AccountArea } from './AccountArea.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SearchBar } from './SearchBar.tsx';

export function Header() {
  return (
    <header className="header">
      <div className="header__start">
        <MobileMenu />
        <div className="header__logo">
          <Logo compact />
        </div>
      </div>
      <div className="header__search">
        <SearchBar />
      </div>
      <div className="header__end">
        <AccountArea />
      </div>
    </header>
  );
}
