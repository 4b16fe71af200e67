import type { ReactNode } from 'react';

/**
 * Small line icons for the 15 top-level industries, drawn on a 24 × 24 grid with the current text
 * colour. The industry tree names its icon (`icon` field); an unknown name gets a neutral square.
 */
const paths: Record<string, ReactNode> = {
  automation: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
    </>
  ),
  electronics: (
    <>
      <rect x="7" y="7" width="10" height="10" rx="1" />
      <path d="M10 4v3M14 4v3M10 17v3M14 17v3M4 10h3M4 14h3M17 10h3M17 14h3" />
    </>
  ),
  energy: <path d="M13 3 5 13h6l-1 8 8-10h-6l1-8z" />,
  'industrial-technology': (
    <>
      <path d="M3 20V10l5 3V10l5 3V10l5 3V4h3v16z" />
      <path d="M7 17h2M12 17h2" />
    </>
  ),
  machinery: (
    <>
      <circle cx="9" cy="15" r="4" />
      <circle cx="9" cy="15" r="1.3" />
      <path d="M13 15h8M17 15V6l-4-2M13 4h-2v4" />
    </>
  ),
  'power-transmission': (
    <>
      <circle cx="7" cy="12" r="3.5" />
      <circle cx="17" cy="12" r="3.5" />
      <path d="M7 8.5h10M7 15.5h10" />
    </>
  ),
  apparel: <path d="M9 3 4 6l2 4 2-1v12h8V9l2 1 2-4-5-3c-.5 1.7-1.6 2.5-3 2.5S9.5 4.7 9 3z" />,
  baby: (
    <>
      <circle cx="12" cy="9" r="5" />
      <path d="M10 8.5h.01M14 8.5h.01M10.5 11c.9.7 2.1.7 3 0M7 20c1-3 3-4.5 5-4.5s4 1.5 5 4.5" />
    </>
  ),
  beauty: (
    <>
      <rect x="8" y="10" width="8" height="11" rx="1.5" />
      <path d="M10 10V6h4v4M11 3h2v3" />
    </>
  ),
  'fashion-accessories': (
    <>
      <path d="M5 9h14l-1.5 11h-11z" />
      <path d="M9 9V7a3 3 0 0 1 6 0v2" />
    </>
  ),
  'food-agriculture': (
    <>
      <path d="M12 21V9" />
      <path d="M12 13c-3 0-5-2-5-5 3 0 5 2 5 5zM12 11c0-3 2-5 5-5 0 3-2 5-5 5zM12 17c-3 0-5-2-5-5M12 17c3 0 5-2 5-5" />
    </>
  ),
  furniture: (
    <>
      <path d="M6 11V6a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v5" />
      <path d="M4 11h16v5H4zM6 16v4M18 16v4" />
    </>
  ),
  'health-care': (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  'home-construction': (
    <>
      <path d="M3 11 12 4l9 7" />
      <path d="M5 10v10h14V10M10 20v-5h4v5" />
    </>
  ),
  'business-services': (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18" />
    </>
  ),
};

export const industryIconNames = Object.keys(paths);

export function IndustryIcon({ name, size = 20 }: { name: string; size?: number }) {
  return (
    <svg
      className="industry-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name] ?? <rect x="5" y="5" width="14" height="14" rx="2" />}
    </svg>
  );
}
