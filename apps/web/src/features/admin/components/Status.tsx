import { useTranslation } from 'react-i18next';

/** The console's "loading" line (a status region, so a screen reader hears it). */
export function Loading() {
  const { t } = useTranslation('admin');
  return (
    <p className="admin-status" role="status">
      <span className="spinner" aria-hidden="true" /> {t('loading')}
    </p>
  );
}
