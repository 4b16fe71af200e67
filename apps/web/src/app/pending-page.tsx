import { useTranslation } from 'react-i18next';

/** Shown on a route of the specification whose screen has not been built yet. */
export function PendingPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="page pending-page">
      <h1>{title}</h1>
      <p>{t('pending.body')}</p>
    </section>
  );
}
