import { byNamespace, withMessages } from './files.ts';

// The Portuguese strings: every file beside an English one, each a chunk of its own (app/i18n.ts),
// and the contracts' messages in Portuguese.
export default withMessages(
  'pt',
  byNamespace(
    import.meta.glob<Record<string, unknown>>(
      [
        '../locales/pt.json',
        '../shell/locales/pt.json',
        '../../shared/ui/locales/pt.json',
        '../../features/*/locales/pt.json',
        '../../features/*/locales/pt/*.json',
      ],
      { import: 'default' },
    ),
  ),
  () => import('@wbn/contracts/translations/pt.json'),
);
