import { useTranslation } from 'react-i18next';
import { messages, productHref, type Product } from '@wbn/contracts';
import { copyLink } from '../../../shared/ui/copy-link.ts';

/** Copies the product's link (its slug form). */
export function ShareProductButton({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const href = productHref(product.businessProfile.general.companyName, product.name, product.productID);
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={() =>
        void copyLink(href, messages.productLinkCopied, (url) => t('actions.copyFailed', { url }))
      }
    >
      {t('actions.share')}
    </button>
  );
}
