import { byNamespace } from './files.ts';

// The Spanish strings: every file beside an English one, each a chunk of its own (app/i18n.ts).
export default byNamespace(
  import.meta.glob<Record<string, unknown>>(
    [
      '../locales/es.json',
      '../shell/locales/es.json',
      '../../shared/ui/locales/es.json',
      '../../features/*/locales/es.json',
      '../../features/*/locales/es/*.json',
    ],
    { import: 'default' },
  ),
);
