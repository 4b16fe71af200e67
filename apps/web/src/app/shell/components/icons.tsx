import type { ReactElement } from 'react';
import type { SocialNetwork } from '@wbn/contracts';

/** Small line icons used by the shell's header and menus (decorative: labels carry the meaning). */
const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const HomeIcon = () => (
  <svg {...base}>
    <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />
  </svg>
);
export const BriefcaseIcon = () => (
  <svg {...base}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5h6v2" />
  </svg>
);
export const FeedIcon = () => (
  <svg {...base}>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M8 9h8M8 13h8M8 17h5" />
  </svg>
);
export const MessageIcon = () => (
  <svg {...base}>
    <path d="M4 5h16v11H9l-5 4z" />
  </svg>
);
export const BellIcon = () => (
  <svg {...base}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
  </svg>
);
export const UserIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...base} width={24} height={24}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...base}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
export const HelpIcon = () => (
  <svg {...base} width={22} height={22}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M10 9a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2M12 14h.01" />
  </svg>
);
/** The search bar's dropdown arrow (type and country). */
export const ChevronIcon = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

/** The footer's social sites, drawn as simple filled marks (the link's label names the site). */
const mark = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
};

export const SocialIcons: Readonly<Record<SocialNetwork, () => ReactElement>> = {
  linkedin: () => (
    <svg {...mark}>
      <circle cx="6.2" cy="6.2" r="1.9" />
      <path d="M4.6 9.5h3.2V19H4.6zM10.2 9.5h3.1v1.4c.6-1 1.7-1.7 3.2-1.7 2.5 0 3.5 1.6 3.5 4.2V19h-3.2v-5c0-1.3-.4-2.1-1.6-2.1s-1.8.9-1.8 2.1v5h-3.2z" />
    </svg>
  ),
  facebook: () => (
    <svg {...mark}>
      <path d="M13.4 20.5v-7.2h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a19 19 0 0 0-2.2-.1c-2.2 0-3.7 1.4-3.7 3.8v2.2H8v3h2.5v7.2z" />
    </svg>
  ),
  x: () => (
    <svg {...mark} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d="M5 4.5 19 19.5M19 4.5 5 19.5" />
    </svg>
  ),
  youtube: () => (
    <svg {...mark}>
      <path
        fillRule="evenodd"
        d="M6.5 5.5h11a4 4 0 0 1 4 4v5a4 4 0 0 1-4 4h-11a4 4 0 0 1-4-4v-5a4 4 0 0 1 4-4zM10 8.8v6.4l5.4-3.2z"
      />
    </svg>
  ),
};
