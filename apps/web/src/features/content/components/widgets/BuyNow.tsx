import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { membershipBuyHref } from '@wbn/contracts';

export function BuyNow() {
  const { t } = useTranslation('content');
  return (
    <p className="content-actions">
      <Link to={membershipBuyHref} className="content-button content-button--primary">
        {t('plans.buyNow')}
      </Link>
    </p>
  );
}
