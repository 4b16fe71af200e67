import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en.json';

// English first; es, it and zh come with the portals' languages. Each feature keeps its strings in
// its own `locales/en.json`, loaded as a namespace named after the feature (t('search:title.noQuery'));
// the page frame in app/shell keeps its own the same way, as the namespace `shell` (t('shell:search.go')).
// A large feature may split them into `locales/en/<part>.json`; each part lands under its own key
// of the feature's namespace (t('business:manage.title')), so two screens never share one file.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../features/*/locales/en.json', '../features/*/locales/en/*.json', './shell/locales/en.json'],
  { eager: true },
);
const resources: Record<string, Record<string, unknown>> = { common };
for (const [path, mod] of Object.entries(localeFiles)) {
  const match = /\/([^/]+)\/locales\/en(?:\/([^/]+))?\.json$/.exec(path);
  const namespace = match?.[1];
  if (!namespace) continue;
  const strings = (resources[namespace] ??= {});
  const part = match[2];
  if (part) strings[part] = mod.default;
  else Object.assign(strings, mod.default);
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
