import { useTranslation } from 'react-i18next';
import type { Sponsored } from '@wbn/contracts';
import { apiRequest } from '../api/client.ts';
import './sponsored.css';

/**
 * The visible "Sponsored" mark of a product result or a newsfeed post that an advertising boost
 * put there (decision 0022). It is text, so it is read with the card it heads.
 */
export function SponsoredLabel({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      className={className ? `sponsored-label ${className}` : 'sponsored-label'}
      data-testid="sponsored-label"
    >
      {t('sponsored.label')}
    </span>
  );
}

/**
 * Tells the API that a sponsored item was opened (POST /api/promotion/boosts/{id}/click). The
 * request outlives a page change (the client keeps small writes alive); a failure is of no
 * concern to the viewer, who is on the way to what they opened.
 */
export function reportSponsoredOpen(sponsored: Sponsored | undefined): void {
  if (!sponsored) return;
  void apiRequest(`/promotion/boosts/${encodeURIComponent(sponsored.boostID)}/click`, {
    method: 'POST',
  }).catch(() => undefined);
}
