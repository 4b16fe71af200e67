import { verificationCheckName, type VerificationKind } from '@wbn/contracts';
import { writeOutboxMail } from '../../lib/mail-outbox.ts';
import { mailIn, recipientLanguage, type LanguageFacts } from '../../lib/mail-texts.ts';
import { verificationMailTexts } from './verification.mail-texts.ts';

/** What a verification mail tells: an operator's decision on a check, or the reminder before it ends. */
export interface VerificationMail {
  dataDir: string;
  publicUrl: string;
  person: { email: string; firstName: string } & LanguageFacts;
  what: 'approve' | 'more' | 'revoke' | 'reminder';
  businessID: string;
  company: string;
  check: { kind: VerificationKind; name: string | null; expiresAt?: Date | null };
  /** The operator's message (asking for more, or why it was revoked). */
  message?: string | null;
  /** When the approval ends (the reminder). */
  until?: Date | null;
}

const noticeKeys = {
  approve: 'noticeApprove',
  more: 'noticeMore',
  revoke: 'noticeRevoke',
  reminder: 'noticeReminder',
} as const;

/** The notification's words in the owner's language: "<company>: a verification check was approved". */
export function verificationNotice(
  person: LanguageFacts | null,
  what: VerificationMail['what'],
  company: string,
): string {
  return mailIn(recipientLanguage(person), verificationMailTexts).say(noticeKeys[what], { company });
}

/** The owner's mail about a check, in their language. Answers the file's path. */
export async function writeVerificationMail(opts: VerificationMail): Promise<string> {
  const m = mailIn(recipientLanguage(opts.person), verificationMailTexts);
  const check = verificationCheckName(opts.check, m.language);
  const until = opts.until ?? opts.check.expiresAt ?? null;
  const values = { check, company: opts.company, until: until ? m.date(until) : '' };
  const [subject, lead] =
    opts.what === 'approve'
      ? [m.say('approvedSubject', values), m.say('approved', values)]
      : opts.what === 'more'
        ? [m.say('moreSubject', values), m.say('more', values)]
        : opts.what === 'revoke'
          ? [m.say('revokedSubject', values), m.say('revoked', values)]
          : [m.say('reminderSubject', values), m.say('reminder', values)];
  const domain = new URL(opts.publicUrl).hostname || 'localhost';
  const link = new URL(`/business/${opts.businessID}/edit/verification`, opts.publicUrl).href;
  const tag = `verification-${opts.what}-${opts.businessID}`;
  return writeOutboxMail(opts.dataDir, {
    from: `WBN <no-reply@${domain}>`,
    to: opts.person.email,
    subject,
    language: m.language,
    date: new Date(),
    id: tag,
    fileTag: tag,
    body: [
      m.greeting(opts.person.firstName),
      '',
      lead,
      ...(opts.message && opts.what !== 'approve' ? [opts.message] : []),
      '',
      m.say('link', { link }),
    ].join('\n'),
  });
}
