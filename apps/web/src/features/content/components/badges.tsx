import type { Portal } from '@wbn/contracts';

const hue = (seed: string) => [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

/** A portal's logo badge, drawn from its data (country code and a colour of its own). */
export function PortalBadge({ portal }: { portal: Portal }) {
  const h = hue(portal.id);
  const label = portal.countryCode ?? 'WW';
  return (
    <svg
      className="portal-badge"
      viewBox="0 0 96 64"
      width="96"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="1"
        y="1"
        width="94"
        height="62"
        rx="10"
        fill={`hsl(${h} 55% 94%)`}
        stroke={`hsl(${h} 45% 40%)`}
        strokeWidth="2"
      />
      <circle cx="24" cy="32" r="14" fill={`hsl(${h} 50% 38%)`} />
      <path
        d="M12 32h24M24 18c-6 8-6 20 0 28M24 18c6 8 6 20 0 28"
        stroke="#fff"
        strokeWidth="1.6"
        fill="none"
      />
      <text
        x="62"
        y="39"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="20"
        fontWeight="700"
        fill={`hsl(${h} 50% 25%)`}
      >
        {label}
      </text>
    </svg>
  );
}

/** An abstract portrait from a person's initials (no photographs of real people). */
export function Avatar({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const h = hue(name);
  return (
    <svg
      className="avatar"
      viewBox="0 0 96 96"
      width="96"
      height="96"
      role="img"
      aria-label={`Portrait of ${name}`}
    >
      <rect width="96" height="96" rx="48" fill={`hsl(${h} 45% 88%)`} />
      <circle cx="48" cy="38" r="16" fill={`hsl(${h} 40% 55%)`} />
      <path d="M18 86c4-18 16-26 30-26s26 8 30 26" fill={`hsl(${h} 40% 55%)`} />
      <text
        x="48"
        y="44"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="14"
        fontWeight="700"
        fill="#fff"
      >
        {initials}
      </text>
    </svg>
  );
}
