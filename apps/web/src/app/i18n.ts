import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage } from '../shared/i18n/language.ts';
import type { NamespaceFiles } from './languages/files.ts';
import common from './locales/en.json';
import shell from './shell/locales/en.json';

// English is the source; every other language (decision 0026) has a file beside each English one
// and is loaded the same way, only its own strings (build/locale-fallback.ts puts English under a
// key a translation lacks). Each feature keeps its strings in
// its own `locales/en.json`, loaded as a namespace named after the feature (t('search:title.noQuery'));
// the page frame in app/shell keeps its own the same way, as the namespace `shell` (t('shell:search.go')).
// A large feature may split them into `locales/en/<part>.json`; each part lands under its own key
// of the feature's namespace (t('business:manage.title')), so two screens never share one file.
//
// Only `common` and `shell` come with the first load (the frame needs them to render); off
// English, `common` brings the language's message catalogue too (shared/i18n/say.ts). A feature's
// namespace is fetched the first time something asks for it: its route's `lazy` (see
// shared/i18n/load-namespaces.ts) or else a useTranslation('feature'), which suspends until the
// strings are here (decision 0015). Tests that render without Suspense take i18n-all.ts instead.

type Strings = Record<string, unknown>;

/**
 * A language's files by namespace (`languages/<code>.ts`), a small chunk fetched for that language
 * only (asked for at start, beside the first page's code): the first load carries no file names.
 */
const languageFiles = import.meta.glob<NamespaceFiles>(['./languages/*.ts', '!./languages/files.ts'], {
  import: 'default',
});

const filesByLanguage = new Map<string, Promise<NamespaceFiles>>();
function filesOf(language: string): Promise<NamespaceFiles> {
  let files = filesByLanguage.get(language);
  if (!files) {
    const load = languageFiles[`./languages/${language}.ts`];
    files = load ? load() : Promise.resolve(new Map());
    filesByLanguage.set(language, files);
  }
  return files;
}

/** Joins a namespace's files into one bundle: a split file under its part's key. */
async function readNamespace(namespace: string, language: string): Promise<Strings | null> {
  const parts = (await filesOf(language)).get(namespace);
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

const startLanguage = initialLanguage();
void filesOf(startLanguage);

/**
 * Resolves once the frame's strings in the page's language are here (main.tsx renders then). The
 * server wrote that language into `<html lang>` by the same rule (web.routes.ts).
 */
export const i18nReady = i18next
  .use(featureStrings)
  .use(initReactI18next)
  .init({
    resources: { en: { common, shell } },
    // The bundled namespaces are complete; every other one comes through the backend.
    partialBundledLanguages: true,
    lng: startLanguage,
    // Only the page's language is fetched: a key its file lacks already holds the English (the
    // build merges it in), so English never has to be loaded beside it.
    fallbackLng: false,
    defaultNS: 'common',
    ns: ['common', 'shell'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

// `ui` (shared/ui's few words: the date picker's parts, …) is a chunk fetched right after start.
void i18nReady.then(() => i18next.loadNamespaces('ui'));

export default i18next;
