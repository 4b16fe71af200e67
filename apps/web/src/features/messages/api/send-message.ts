import type { InquiryMessage, SendMessageBody } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * POST /api/business/request/{rid}/send-message?bid=: a reply, written as inbox `bid`. The same
 * `clientID` sent again (a retry after a lost answer) stores one message. A closed thread answers
 * 409 'This chat has ended'.
 */
export const sendMessage = (rid: string, bid: string, body: SendMessageBody) =>
  apiRequest<InquiryMessage>(`/business/request/${encodeURIComponent(rid)}/send-message`, {
    method: 'POST',
    query: { bid },
    body,
  });
