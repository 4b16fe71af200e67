import { byNamespace, withMessages } from './files.ts';

// The Chinese strings: every file beside an English one, each a chunk of its own (app/i18n.ts),
// and the contracts' messages in Chinese.
export default withMessages(
  'zh',
  byNamespace(
    import.meta.glob<Record<string, unknown>>(
      [
        '../locales/zh.json',
        '../shell/locales/zh.json',
        '../../shared/ui/locales/zh.json',
        '../../features/*/locales/zh.json',
        '../../features/*/locales/zh/*.json',
      ],
      { import: 'default' },
    ),
  ),
  () => import('@wbn/contracts/translations/zh.json'),
);
