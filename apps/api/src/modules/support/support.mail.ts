import type { UiLanguage } from '@wbn/contracts';
import { writeOutboxMail } from '../../lib/mail-outbox.ts';
import { mailIn } from '../../lib/mail-texts.ts';
import { supportMailTexts } from './support.mail-texts.ts';

/**
 * The support team's copy of one professional support request, written to the mail outbox
 * (`${DATA_DIR}/mail/`); the requester is its Reply-To. It is in the language of the request that
 * asked (the team's address has no account; that is the language to answer in, decision 0029).
 * Returns the file's path for the log.
 */
export async function writeSupportRequestMail(opts: {
  dataDir: string;
  supportEmail: string;
  publicUrl: string;
  language: UiLanguage;
  requestID: string;
  createdAt: Date;
  businessID: string;
  companyName: string;
  tierName: string;
  requester: { name: string; email: string } | null;
  subject: string;
  message: string;
  hoursRequested: number;
  hoursLeft: number;
  hoursIncluded: number;
}): Promise<string> {
  const m = mailIn(opts.language, supportMailTexts);
  const replyTo = opts.requester ? `${opts.requester.name} <${opts.requester.email}>` : null;
  const company = opts.companyName;
  const body = [
    m.say('asked', { company, tier: opts.tierName, date: m.moment(opts.createdAt) }),
    '',
    m.say('requestID', { id: opts.requestID }),
    m.say('business', { company, link: m.link(opts.publicUrl, `/business/${opts.businessID}/`) }),
    m.say('askedBy', { who: replyTo ?? m.say('accountRemoved') }),
    m.say('hoursAsked', { hours: m.number(opts.hoursRequested) }),
    m.say('hoursLeft', { left: m.number(opts.hoursLeft), included: m.number(opts.hoursIncluded) }),
    '',
    m.say('subjectLine', { subject: opts.subject }),
    '',
    opts.message,
    '',
    m.say('closing'),
  ].join('\n');
  const domain = opts.supportEmail.split('@')[1] ?? 'localhost';
  return writeOutboxMail(opts.dataDir, {
    from: `${m.say('from')} <no-reply@${domain}>`,
    to: opts.supportEmail,
    ...(replyTo ? { replyTo } : {}),
    subject: m.say('subject', { subject: opts.subject, company }),
    language: m.language,
    date: opts.createdAt,
    id: opts.requestID,
    fileTag: `support-${opts.requestID}`,
    body,
  });
}
