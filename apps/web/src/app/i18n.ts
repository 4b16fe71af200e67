import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en.json';

// English first; es, it and zh come with the portals' languages. Each feature keeps its strings in
// its own `locales/en.json`, loaded as a namespace named after the feature (t('shell:search.go')).
// A large feature may split them into `locales/en/<part>.json`; each part lands under its own key
// of the feature's namespace (t('business:manage.title')), so two screens never share one file.
const featureLocales = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../features/*/locales/en.json', '../features/*/locales/en/*.json'],
  { eager: true },
);
const resources: Record<string, Record<string, unknown>> = { common };
for (const [path, mod] of Object.entries(featureLocales)) {
  const match = /features\/([^/]+)\/locales\/en(?:\/([^/]+))?\.json$/.exec(path);
  const feature = match?.[1];
  if (!feature) continue;
  const namespace = (resources[feature] ??= {});
  const part = match[2];
  if (part) namespace[part] = mod.default;
  else Object.assign(namespace, mod.default);
}

void i18next.use(initReactI18next).init({
  resources: { en: resources },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18next;
