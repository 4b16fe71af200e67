import type { FastifyBaseLogger } from 'fastify';
import { storedTextIn } from '@wbn/contracts';
import { writeOutboxMail } from '../../lib/mail-outbox.ts';
import { messageIn } from '../../lib/message-language.ts';
import { mailIn, recipientLanguage, type LanguageFacts } from '../../lib/mail-texts.ts';
import { inquiryMailTexts } from './inquiries.mail-texts.ts';
import type { ThreadRow } from './inquiries.repository.ts';

export interface InquiryMailConfig {
  dataDir: string;
  publicUrl: string;
}

/**
 * The e-mail copy of a new inquiry, to the receiving business's owner in their language, with a
 * link to the thread. Written after the thread commits; a mail that cannot be written is logged,
 * the inquiry stands.
 */
export async function mailNewInquiry(
  config: InquiryMailConfig,
  log: FastifyBaseLogger,
  thread: ThreadRow,
  receiver: { companyName: string; ownerEmail: string | null; ownerFirstName: string | null } & LanguageFacts,
  message: string,
): Promise<void> {
  if (!receiver.ownerEmail) return;
  const m = mailIn(recipientLanguage(receiver), inquiryMailTexts);
  const domain = new URL(config.publicUrl).hostname || 'localhost';
  // A quote thread's subject begins in English as stored ("Your quote for: …"): in their language.
  const subject = storedTextIn(thread.subject, (english) => messageIn(m.language, english));
  const about = { company: receiver.companyName, subject };
  try {
    const file = await writeOutboxMail(config.dataDir, {
      from: `WBN <no-reply@${domain}>`,
      to: receiver.ownerEmail,
      subject: m.say('subject', about),
      language: m.language,
      date: new Date(),
      id: `inquiry-${thread.requestId}`,
      fileTag: `inquiry-${thread.requestId}`,
      body: [
        m.greeting(receiver.ownerFirstName),
        '',
        m.say('sent', { ...about, sender: thread.fromParty.name }),
        '',
        message.length > 600 ? `${message.slice(0, 600)}…` : message,
        '',
        m.say('readIt'),
        m.link(config.publicUrl, `/business/${thread.toBusinessId}/requests/${thread.requestId}`),
      ].join('\n'),
    });
    log.info({ file, requestID: thread.requestId }, 'inquiry mail written to the outbox');
  } catch (err) {
    log.warn({ err, requestID: thread.requestId }, 'inquiry mail could not be written');
  }
}
