/** The toggles' icons; decorative (the buttons' text carries the meaning). */
const base = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const ThumbIcon = ({ filled }: { filled: boolean }) => (
  <svg {...base} fill={filled ? 'currentColor' : 'none'}>
    <path d="M7 11v9H4v-9zM7 11l4-7a2 2 0 0 1 3 2l-1 4h6a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 1H7" />
  </svg>
);

export const FollowIcon = ({ filled }: { filled: boolean }) => (
  <svg {...base} fill="none">
    <circle cx="9" cy="8" r="4" fill={filled ? 'currentColor' : 'none'} />
    <path d="M2 21a7 7 0 0 1 14 0" />
    {filled ? <path d="m16 11 2 2 4-4" /> : <path d="M19 8v6M16 11h6" />}
  </svg>
);
