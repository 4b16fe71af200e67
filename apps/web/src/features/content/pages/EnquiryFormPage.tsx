import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../../shared/i18n/use-route-title.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { CompanyFields, LocationFields, ProductFields, YouFields } from './enquiry/enquiry-fieldsets.tsx';
import { useEnquiryForm } from './enquiry/use-enquiry-form.ts';
import '../content.css';

/** The "Need business help" enquiry (/contact-us/form). */
export function EnquiryFormPage() {
  usePageMeta(useRouteTitle('/contact-us/form'));
  const { t } = useTranslation('content');
  const form = useEnquiryForm();

  return (
    <article className="content-page enquiry-page">
      <header className="content-page__header">
        <h1>{t('form.title')}</h1>
        <p className="content-page__lede">{t('form.lede')}</p>
        <p className="enquiry-note">
          <strong>{t('form.noFeeTitle')}</strong> {t('form.noFee')}
        </p>
        <p className="enquiry-required-note">{t('form.requiredNote')}</p>
      </header>

      <form className="enquiry-form" onSubmit={form.onSubmit} noValidate aria-busy={form.sending}>
        <YouFields form={form} />
        <CompanyFields form={form} />
        <LocationFields form={form} />
        <ProductFields form={form} side="buy" />
        <ProductFields form={form} side="sell" />

        <div className="enquiry-actions">
          <button type="submit" className="content-button content-button--primary" disabled={form.sending}>
            {form.sending && <span className="enquiry-spinner" aria-hidden="true" />}
            {form.sending ? t('form.sending') : t('form.submit')}
          </button>
          <button type="button" className="content-button" onClick={form.reset} disabled={form.sending}>
            {t('form.reset')}
          </button>
        </div>
      </form>
    </article>
  );
}
