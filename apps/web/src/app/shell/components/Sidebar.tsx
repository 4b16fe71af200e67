import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limits, searchResultHref, type IndustryTree } from '@wbn/contracts';
import { IndustryIcon } from '../../../shared/ui/industry-icon.tsx';
import { useIndustryTree } from '../../../shared/api/reference-data.ts';
import { Logo } from './Logo.tsx';

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** Left sidebar: logo, the top-level industries with their flyouts, and All Categories. */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const { data, isError, isPending } = useIndustryTree();
  const hintId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  // Keyboard users see a category's flyout when they reach it, but only step into its links with
  // the right arrow: otherwise Tab would walk through every subcategory of all 15 industries.
  const [entered, setEntered] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const close = useCallback(() => {
    setOpenId(null);
    setEntered(false);
  }, []);
  const open = (id: string) => {
    if (id !== openId) setEntered(false);
    setOpenId(id);
  };

  const onBlur = (e: FocusEvent) => {
    if (!navRef.current?.contains(e.relatedTarget as Node | null)) close();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && openId) {
      const trigger = navRef.current?.querySelector<HTMLElement>(`[data-industry="${openId}"]`);
      // Focus first (its onFocus would reopen the flyout), then close.
      trigger?.focus();
      close();
    }
  };
  const onTriggerKeyDown = (e: KeyboardEvent, id: string) => {
    if (e.key !== 'ArrowRight') return;
    e.preventDefault();
    setOpenId(id);
    setEntered(true);
    // The flyout's links become tabbable in this render; focus the first once it is painted.
    requestAnimationFrame(() => navRef.current?.querySelector<HTMLElement>('.flyout a')?.focus());
  };

  const industries = (data ?? []).slice().sort(byOrder).slice(0, limits.topLevelIndustries);

  return (
    <aside className="sidebar">
      <div className="sidebar__logo">
        <Logo />
      </div>
      <nav
        ref={navRef}
        className="sidebar__nav"
        aria-label={t('sidebar.label')}
        onMouseLeave={close}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        <ul className="sidebar__list">
          {isPending ? <IndustryPlaceholders /> : null}
          {industries.map((industry) => (
            <li
              key={industry.id}
              className="sidebar__item"
              data-open={openId === industry.id || undefined}
              onMouseEnter={() => open(industry.id)}
            >
              <Link
                to={searchResultHref({ search: industry.name })}
                className="sidebar__link"
                data-industry={industry.id}
                aria-expanded={industry.categories.length > 0 ? openId === industry.id : undefined}
                aria-describedby={industry.categories.length > 0 ? hintId : undefined}
                onFocus={() => open(industry.id)}
                onKeyDown={(e) => onTriggerKeyDown(e, industry.id)}
                onClick={close}
              >
                <IndustryIcon name={industry.icon} />
                <span>{industry.name}</span>
              </Link>
              {openId === industry.id && industry.categories.length > 0 && (
                <Flyout industry={industry} onNavigate={close} tabbable={entered} />
              )}
            </li>
          ))}
        </ul>
        <p id={hintId} className="visually-hidden">
          {t('sidebar.keyboardHint')}
        </p>
        {isError && <p className="sidebar__error">{t('sidebar.loadFailed')}</p>}
        <Link to="/industries" className="sidebar__all" onClick={close}>
          {t('sidebar.allCategories')}
        </Link>
      </nav>
    </aside>
  );
}

/**
 * Rows of the industries' size while the tree loads, so that All Categories below them does not
 * jump down when they arrive. Each is laid out as a link (its padding, a 20px icon, a line of text).
 */
function IndustryPlaceholders() {
  return Array.from({ length: limits.topLevelIndustries }, (_, i) => (
    <li key={i} className="sidebar__item" aria-hidden="true" data-testid="sidebar-placeholder">
      <span className="sidebar__placeholder-row">
        <span className="sidebar__placeholder sidebar__placeholder--icon" />
        <span className="sidebar__placeholder">{'\u00a0'}</span>
      </span>
    </li>
  ));
}

function Flyout({
  industry,
  onNavigate,
  tabbable,
}: {
  industry: IndustryTree;
  onNavigate: () => void;
  tabbable: boolean;
}) {
  const { t } = useTranslation('shell');
  const tabIndex = tabbable ? undefined : -1;
  const headingId = useId();
  const categories = industry.categories.slice().sort(byOrder);
  const shown = categories.slice(0, limits.flyoutColumns);
  return (
    <div className="flyout" role="group" aria-labelledby={headingId} data-testid="flyout">
      <p id={headingId} className="visually-hidden">
        {t('sidebar.flyoutLabel', { industry: industry.name })}
      </p>
      <div className="flyout__columns">
        {shown.map((category) => {
          const subs = category.subCategories.slice().sort(byOrder);
          return (
            <div className="flyout__column" key={category.id} data-testid="flyout-column">
              <Link
                to={searchResultHref({ search: category.name })}
                className="flyout__category"
                tabIndex={tabIndex}
                onClick={onNavigate}
              >
                {category.name}
              </Link>
              <ul className="flyout__subs">
                {subs.slice(0, limits.flyoutItemsPerColumn).map((sub) => (
                  <li key={sub.id}>
                    <Link
                      to={searchResultHref({ search: sub.name })}
                      className="flyout__sub"
                      data-testid="flyout-sub"
                      tabIndex={tabIndex}
                      onClick={onNavigate}
                    >
                      {sub.name}
                    </Link>
                  </li>
                ))}
              </ul>
              {subs.length > limits.flyoutItemsPerColumn && (
                <Link
                  to="/industries"
                  className="flyout__more"
                  data-testid="flyout-more"
                  tabIndex={tabIndex}
                  onClick={onNavigate}
                >
                  {t('sidebar.viewMore')}
                </Link>
              )}
            </div>
          );
        })}
      </div>
      {categories.length > limits.flyoutColumns && (
        <Link
          to="/"
          className="flyout__more-categories"
          data-testid="flyout-more-categories"
          tabIndex={tabIndex}
          onClick={onNavigate}
        >
          {t('sidebar.viewMoreCategories')}
        </Link>
      )}
    </div>
  );
}
