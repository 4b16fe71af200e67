import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../shared/i18n/use-route-title.ts';
import { usePageMeta } from '../shared/ui/page-meta.ts';

/** Shown on a route of the specification (`path`, its pattern) whose screen has not been built yet. */
export function PendingPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const title = useRouteTitle(path);
  usePageMeta(title);
  return (
    <section className="page pending-page">
      <h1>{title}</h1>
      <p>{t('pending.body')}</p>
    </section>
  );
}
