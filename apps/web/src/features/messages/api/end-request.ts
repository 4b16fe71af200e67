import type { InquiryThread } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/business/request/{rid}/end-request?bid=: ends the conversation (final); the thread closed. */
export const endRequest = (rid: string, bid: string) =>
  apiRequest<InquiryThread>(`/business/request/${encodeURIComponent(rid)}/end-request`, {
    method: 'POST',
    query: { bid },
  });
