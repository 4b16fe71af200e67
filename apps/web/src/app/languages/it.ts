import { byNamespace } from './files.ts';

// The Italian strings: every file beside an English one, each a chunk of its own (app/i18n.ts).
export default byNamespace(
  import.meta.glob<Record<string, unknown>>(
    [
      '../locales/it.json',
      '../shell/locales/it.json',
      '../../shared/ui/locales/it.json',
      '../../features/*/locales/it.json',
      '../../features/*/locales/it/*.json',
    ],
    { import: 'default' },
  ),
);
