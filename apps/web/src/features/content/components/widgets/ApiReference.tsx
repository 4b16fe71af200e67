import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';

// The reference reads and lays out a 230 kB document: its code comes only with the widget, after
// the page's text is on screen.
const ApiReferenceView = lazy(() =>
  import('../api-reference/ApiReferenceView.tsx').then((m) => ({ default: m.ApiReferenceView })),
);

/** `::api-reference`: every operation of the API, read from its OpenAPI document. */
export function ApiReference() {
  const { t } = useTranslation('content');
  return (
    <Suspense
      fallback={
        <p className="api-reference__status" role="status">
          {t('api.loading')}
        </p>
      }
    >
      <ApiReferenceView />
    </Suspense>
  );
}
