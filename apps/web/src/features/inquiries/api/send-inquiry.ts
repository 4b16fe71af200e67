import type { SendInquiryBody, SendInquiryResponse } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * POST /api/business/request: opens a thread with the business. Answers the thread's id and the
 * inbox the sender reads it in (their own, or the business they sent as). The body's `clientID`
 * makes a retry after a lost answer land on the same thread instead of a second one.
 */
export const sendInquiry = (body: SendInquiryBody) =>
  apiRequest<SendInquiryResponse>('/business/request', { method: 'POST', body });
