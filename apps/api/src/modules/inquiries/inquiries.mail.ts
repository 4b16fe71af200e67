import type { FastifyBaseLogger } from 'fastify';
import { writeOutboxMail } from '../../lib/mail-outbox.ts';
import type { ThreadRow } from './inquiries.repository.ts';

export interface InquiryMailConfig {
  dataDir: string;
  publicUrl: string;
}

/**
 * The e-mail copy of a new inquiry, to the receiving business's owner, with a link to the thread.
 * Written after the thread commits; a mail that cannot be written is logged, the inquiry stands.
 */
export async function mailNewInquiry(
  config: InquiryMailConfig,
  log: FastifyBaseLogger,
  thread: ThreadRow,
  receiver: { company_name: string; owner_email: string | null; owner_first_name: string | null },
  message: string,
): Promise<void> {
  if (!receiver.owner_email) return;
  const domain = new URL(config.publicUrl).hostname || 'localhost';
  const link = `${config.publicUrl}/business/${thread.to_business_id}/requests/${thread.request_id}`;
  try {
    const file = await writeOutboxMail(config.dataDir, {
      from: `WBN <no-reply@${domain}>`,
      to: receiver.owner_email,
      subject: `New request for ${receiver.company_name}: ${thread.subject}`,
      date: new Date(),
      id: `inquiry-${thread.request_id}`,
      fileTag: `inquiry-${thread.request_id}`,
      body: [
        `Hello ${receiver.owner_first_name ?? ''},`.replace(' ,', ','),
        '',
        `${thread.from_party.name} sent ${receiver.company_name} a request: "${thread.subject}".`,
        '',
        message.length > 600 ? `${message.slice(0, 600)}…` : message,
        '',
        'Read and answer it in your message center:',
        link,
      ].join('\n'),
    });
    log.info({ file, requestID: thread.request_id }, 'inquiry mail written to the outbox');
  } catch (err) {
    log.warn({ err, requestID: thread.request_id }, 'inquiry mail could not be written');
  }
}
