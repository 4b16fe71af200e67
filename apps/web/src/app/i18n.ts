import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en.json';
import shell from './shell/locales/en.json';

// English first; es, it and zh come with the portals' languages. Each feature keeps its strings in
// its own `locales/en.json`, loaded as a namespace named after the feature (t('search:title.noQuery'));
// the page frame in app/shell keeps its own the same way, as the namespace `shell` (t('shell:search.go')).
// A large feature may split them into `locales/en/<part>.json`; each part lands under its own key
// of the feature's namespace (t('business:manage.title')), so two screens never share one file.
//
// Only `common` and `shell` come with the first load (the frame needs them to render). A feature's
// namespace is fetched the first time something asks for it: its route's `lazy` (see
// shared/i18n/load-namespaces.ts) or else a useTranslation('feature'), which suspends until the
// strings are here (decision 0015). Tests that render without Suspense take i18n-all.ts instead.

type Strings = Record<string, unknown>;
type LoadStrings = () => Promise<Strings>;

/** Where a file's strings go: its feature (namespace), language and, for a split file, its part. */
export const localeFilePattern = /\/features\/([^/]+)\/locales\/([^/.]+)(?:\/([^/]+))?\.json$/;

const featureFiles = import.meta.glob<Strings>(
  ['../features/*/locales/*.json', '../features/*/locales/*/*.json'],
  {
    import: 'default',
  },
);

/** namespace → language → the files of that namespace, each with the key it lands under (if split). */
const files = new Map<string, Map<string, { part: string | undefined; load: LoadStrings }[]>>();
for (const [path, load] of Object.entries(featureFiles)) {
  const match = localeFilePattern.exec(path);
  if (!match) continue;
  const [, namespace, language, part] = match as unknown as [string, string, string, string | undefined];
  const byLanguage = files.get(namespace) ?? new Map();
  files.set(namespace, byLanguage);
  byLanguage.set(language, [...(byLanguage.get(language) ?? []), { part, load }]);
}

/** Joins a namespace's files into one bundle: a split file under its part's key. */
async function readNamespace(namespace: string, language: string): Promise<Strings | null> {
  const parts = files.get(namespace)?.get(language);
  if (!parts) return null;
  const strings: Strings = {};
  for (const [part, loaded] of await Promise.all(parts.map(async (f) => [f.part, await f.load()] as const))) {
    if (part) strings[part] = loaded;
    else Object.assign(strings, loaded);
  }
  return strings;
}

/** i18next's backend: a namespace's strings are a chunk of their own, imported on first use. */
const featureStrings: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    readNamespace(namespace, language).then(
      (strings) =>
        strings
          ? callback(null, strings as ResourceKey)
          : callback(new Error(`no strings for ${namespace} in ${language}`), false),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

void i18next
  .use(featureStrings)
  .use(initReactI18next)
  .init({
    resources: { en: { common, shell } },
    // The bundled namespaces are complete; every other one comes through the backend.
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common', 'shell'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export default i18next;
