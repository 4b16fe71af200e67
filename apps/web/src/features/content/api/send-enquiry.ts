import { useMutation } from '@tanstack/react-query';
import type { EnquiryInput, EnquirySent } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/needhelp/send: the public "Need business help" enquiry (no session needed). */
export const sendEnquiry = (body: EnquiryInput) =>
  apiRequest<EnquirySent>('/needhelp/send', { method: 'POST', body, anonymous: true });

export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry });
