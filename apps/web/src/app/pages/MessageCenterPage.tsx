import { MessageCenterScreen } from '../../features/messages/index.ts';
import { reportDialog } from './compose/report-dialog.tsx';

/**
 * /business/{id}/requests/{rid?}: the message center, where a reader reports a conversation or a
 * message they received.
 */
export function MessageCenterPage() {
  return <MessageCenterScreen report={reportDialog} />;
}
