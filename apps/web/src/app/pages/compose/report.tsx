import { Suspense, useState } from 'react';
import { ReportDialog, type ReportedItem } from '../../../features/moderation/index.ts';

/** The report dialog while `open` (its code and strings arrive on first use). */
export function reportDialog(item: ReportedItem, open: boolean, onOpenChange: (open: boolean) => void) {
  return open ? (
    <Suspense fallback={null}>
      <ReportDialog item={item} isOpen onOpenChange={onOpenChange} />
    </Suspense>
  ) : null;
}

/** A page's Report button (a business, a product): the label is the page's, the dialog moderation's. */
export function ReportAction({
  item,
  label,
  className,
}: {
  item: ReportedItem;
  label: string;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      {reportDialog(item, open, setOpen)}
    </>
  );
}
