import type { ReactNode } from 'react';
import { messages } from '@wbn/contracts';
import { loginHref } from '../../../shared/session/session.ts';
import type { OptimisticToggle } from '../../../shared/ui/toggle/use-optimistic-toggle.ts';
import { say } from '../../../shared/i18n/say.ts';
import '../social.css';

export interface ToggleButtonProps {
  toggle: OptimisticToggle;
  signedIn: boolean;
  icon: (on: boolean) => ReactNode;
  /** "Like" / "Liked"; stays visible text (the count is added after it). */
  label: (on: boolean) => string;
  /** "12 likes", read to screen readers next to the short visible number. */
  countLabel: (count: number) => string;
  /** Visitors get a link to the login with this as its name. */
  signInLabel: string;
  /** The count could not be loaded. */
  failed: boolean;
  compact?: boolean;
  className?: string;
}

// The page's language as the document declares it (`<html lang>`).
const pageLanguage = () => (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
const shortCount = () =>
  new Intl.NumberFormat(pageLanguage(), { notation: 'compact', maximumFractionDigits: 1 });
/** The exact count, for the screen-reader text ("1,234 likes"), in the page's language. */
export const fullCount = { format: (n: number) => new Intl.NumberFormat(pageLanguage()).format(n) };

/**
 * The look shared by the like and follow toggles: a pressed/unpressed button for members, a link
 * to the login (coming back to this page) for visitors, a busy placeholder until the state is in.
 */
export function ToggleButton(props: ToggleButtonProps) {
  const { toggle, signedIn, icon, label, countLabel, signInLabel, failed, compact, className } = props;
  const view = toggle.view;
  const classes = ['social-toggle', compact ? 'social-toggle--compact' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  const count = failed ? (
    <span className="social-toggle__count social-toggle__count--error">{say(messages.errorLoadingData)}</span>
  ) : view ? (
    <span className="social-toggle__count">
      <span aria-hidden="true">{shortCount().format(view.count)}</span>
      <span className="visually-hidden">{countLabel(view.count)}</span>
    </span>
  ) : (
    // The count's place, kept while it loads: the buttons after this one do not move when it arrives.
    <span className="social-toggle__count social-toggle__count--pending" aria-hidden="true" />
  );
  const text = (
    <span className={compact ? 'visually-hidden' : 'social-toggle__label'}>{label(view?.on ?? false)}</span>
  );

  if (!signedIn) {
    return (
      <a
        className={classes}
        href={loginHref(typeof location === 'undefined' ? '/' : location.href)}
        title={signInLabel}
      >
        {icon(false)}
        <span className="visually-hidden">{signInLabel}</span>
        <span className={compact ? 'visually-hidden' : 'social-toggle__label'} aria-hidden="true">
          {label(false)}
        </span>
        {count}
      </a>
    );
  }

  if (!view) {
    return (
      <button type="button" className={classes} disabled aria-busy="true">
        {icon(false)}
        {text}
        {count}
      </button>
    );
  }

  return (
    <button
      type="button"
      className={`${classes}${view.on ? ' social-toggle--on' : ''}`}
      aria-pressed={view.on}
      onClick={toggle.press}
    >
      {icon(view.on)}
      {text}
      {count}
    </button>
  );
}
