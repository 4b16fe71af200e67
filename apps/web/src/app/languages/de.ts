import { byNamespace, withMessages } from './files.ts';

// The German strings: every file beside an English one, each a chunk of its own (app/i18n.ts),
// and the contracts' messages in German.
export default withMessages(
  'de',
  byNamespace(
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
  ),
  () => import('@wbn/contracts/translations/de.json'),
);
