import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ReportedItem } from '../../../features/moderation/index.ts';
import { useSession } from '../../../shared/session/session.ts';
import { reportDialog } from './report-dialog.tsx';

/**
 * A page's Report button (a business, a product, a profile): the label is the page's, the dialog
 * moderation's. A visitor without a session is taken to the public notice form about this page.
 */
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
  const { userID } = useSession();
  const { pathname } = useLocation();
  if (!userID) {
    return (
      <Link className={className} to={`/report-illegal-content?url=${encodeURIComponent(pathname)}`}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      {reportDialog(item, open, setOpen)}
    </>
  );
}
