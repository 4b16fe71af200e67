import { useState } from 'react';
import type { ReportedItem } from '../../../features/moderation/index.ts';
import { reportDialog } from './report-dialog.tsx';

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
