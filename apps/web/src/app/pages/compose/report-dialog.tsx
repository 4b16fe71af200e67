import { Suspense } from 'react';
import { ReportDialog, type ReportedItem } from '../../../features/moderation/index.ts';

/** The report dialog while `open` (its code and strings arrive on first use). */
export function reportDialog(item: ReportedItem, open: boolean, onOpenChange: (open: boolean) => void) {
  return open ? (
    <Suspense fallback={null}>
      <ReportDialog item={item} isOpen onOpenChange={onOpenChange} />
    </Suspense>
  ) : null;
}
