import { byNamespace } from './files.ts';

// The German strings: every file beside an English one, each a chunk of its own (app/i18n.ts).
export default byNamespace(
  import.meta.glob<Record<string, unknown>>(
    [
      '../locales/de.json',
      '../shell/locales/de.json',
      '../../shared/ui/locales/de.json',
      '../../features/*/locales/de.json',
      '../../features/*/locales/de/*.json',
    ],
    { import: 'default' },
  ),
);
