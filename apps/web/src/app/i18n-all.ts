import type { MessageCatalogue } from '@wbn/contracts';
import i18next from './i18n.ts';
import { localeFilePattern } from './languages/files.ts';
import { installCatalogue } from '../shared/i18n/message-catalogue.ts';

// The app's i18next with every namespace in place from the start, for tests that render without
// Suspense (renderToString): the real strings, as the app has them once each namespace has loaded.
const everyFile = import.meta.glob<Record<string, unknown>>(
  ['../features/*/locales/*.json', '../features/*/locales/*/*.json'],
  { import: 'default', eager: true },
);
const uiFiles = import.meta.glob<Record<string, unknown>>('../shared/ui/locales/*.json', {
  import: 'default',
  eager: true,
});
for (const [path, strings] of Object.entries(uiFiles)) {
  i18next.addResourceBundle(/([a-z]{2})\.json$/.exec(path)![1]!, 'ui', strings, true, true);
}
for (const [path, strings] of Object.entries(everyFile)) {
  const match = localeFilePattern.exec(path);
  if (!match) continue;
  const [, namespace, language, part] = match as unknown as [string, string, string, string | undefined];
  i18next.addResourceBundle(language, namespace, part ? { [part]: strings } : strings, true, true);
}

// Every language's message catalogue, in use from the start (say.ts).
const catalogues = import.meta.glob<MessageCatalogue>(
  '../../../../packages/contracts/src/translations/??.json',
  {
    import: 'default',
    eager: true,
  },
);
for (const [path, catalogue] of Object.entries(catalogues)) {
  const language = /([a-z]{2})\.json$/.exec(path)![1]!;
  installCatalogue(language, catalogue);
}

export default i18next;
