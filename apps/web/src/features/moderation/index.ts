import { lazy } from 'react';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';

// What src/app composes of moderation for readers: the dialog that reports an item, whose code and
// strings come when a reader first asks to report something (menus and pages carry only a label).
export const ReportDialog = lazy(() =>
  withStrings(import('./components/ReportDialog.tsx'), ['moderation']).then((m) => ({
    default: m.ReportDialog,
  })),
);
export type { ReportDialogProps, ReportedItem } from './components/ReportDialog.tsx';
