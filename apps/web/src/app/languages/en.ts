import { byNamespace } from './files.ts';

// The English strings of the features (the frame's are bundled in app/i18n.ts), each file a chunk.
export default byNamespace(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../shared/ui/locales/en.json',
      '../../features/*/locales/en.json',
      '../../features/*/locales/en/*.json',
    ],
    { import: 'default' },
  ),
);
