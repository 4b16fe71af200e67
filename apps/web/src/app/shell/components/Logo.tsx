import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The WBN word mark: a globe of meridians and the three letters. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Link to="/" className="logo" aria-label={t('logoLabel')}>
      <svg
        className="logo__mark"
        width="32"
        height="32"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="16" cy="16" r="14" fill="var(--color-brand)" />
        <path
          d="M2.5 16h27M16 2.5c-4.5 4-4.5 23 0 27M16 2.5c4.5 4 4.5 23 0 27M5 9h22M5 23h22"
          fill="none"
          stroke="#fff"
          strokeWidth="1.4"
        />
      </svg>
      <span className="logo__text">
        <span className="logo__name">WBN</span>
        {!compact && <span className="logo__tagline">{t('logoTagline')}</span>}
      </span>
    </Link>
  );
}
