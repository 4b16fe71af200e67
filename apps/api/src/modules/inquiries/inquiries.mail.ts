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
  receiver: { companyName: string; ownerEmail: string | null; ownerFirstName: string | null },
  message: string,
): Promise<void> {
  if (!receiver.ownerEmail) return;
  const domain = new URL(config.publicUrl).hostname || 'localhost';
  const link = `${config.publicUrl}/business/${thread.toBusinessId}/requests/${thread.requestId}`;
  try {
    const file = await writeOutboxMail(config.dataDir, {
      from: `WBN <no-reply@${domain}>`,
      to: receiver.ownerEmail,
      subject: `New request for ${receiver.companyName}: ${thread.subject}`,
      date: new Date(),
      id: `inquiry-${thread.requestId}`,
      fileTag: `inquiry-${thread.requestId}`,
      body: [
        `Hello ${receiver.ownerFirstName ?? ''},`.replace(' ,', ','),
        '',
        `${thread.fromParty.name} sent ${receiver.companyName} a request: "${thread.subject}".`,
        '',
        message.length > 600 ? `${message.slice(0, 600)}…` : message,
        '',
        'Read and answer it in your message center:',
        link,
      ].join('\n'),
    });
    log.info({ file, requestID: thread.requestId }, 'inquiry mail written to the outbox');
  } catch (err) {
    log.warn({ err, requestID: thread.requestId }, 'inquiry mail could not be written');
  }
}
