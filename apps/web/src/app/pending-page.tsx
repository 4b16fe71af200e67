import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../shared/ui/page-meta.ts';

/** Shown on a route of the specification whose screen has not been built yet. */
export function PendingPage({ title }: { title: string }) {
  const { t } = useTranslation();
  usePageMeta(title || undefined);
  return (
    <section className="page pending-page">
      <h1>{title}</h1>
      <p>{t('pending.body')}</p>
    </section>
  );
}
