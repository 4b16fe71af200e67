import { byNamespace, withMessages } from './files.ts';

// The French strings: every file beside an English one, each a chunk of its own (app/i18n.ts),
// and the contracts' messages in French.
export default withMessages(
  'fr',
  byNamespace(
    import.meta.glob<Record<string, unknown>>(
      [
        '../locales/fr.json',
        '../shell/locales/fr.json',
        '../../shared/ui/locales/fr.json',
        '../../features/*/locales/fr.json',
        '../../features/*/locales/fr/*.json',
      ],
      { import: 'default' },
    ),
  ),
  () => import('@wbn/contracts/translations/fr.json'),
);
