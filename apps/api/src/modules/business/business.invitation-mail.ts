import { invitationLimits, type MemberRole, type UiLanguage } from '@wbn/contracts';
import { writeOutboxMail } from '../../lib/mail-outbox.ts';
import { mailIn } from '../../lib/mail-texts.ts';
import { invitationMailTexts } from './business.mail-texts.ts';

/**
 * The mail that tells an address it was invited. It says the same whether the address has an
 * account or not (the inviter learns nothing from it either), carries no secret (accepting needs
 * a signed-in account with this address) and asks nothing of someone who did not expect it. It
 * is in the account's language, or the inviting request's for an address with none (0029).
 */
export async function writeInvitationMail(opts: {
  dataDir: string;
  publicUrl: string;
  supportEmail: string;
  invitationID: string;
  to: string;
  language: UiLanguage;
  role: MemberRole;
  companyName: string;
  /** Null: the inviter's profile is gone ("Someone"). */
  inviterName: string | null;
  sent: Date;
}): Promise<string> {
  const m = mailIn(opts.language, invitationMailTexts);
  const domain = opts.supportEmail.split('@')[1] ?? 'localhost';
  const names = {
    inviter: opts.inviterName || m.say('someone'),
    company: opts.companyName,
  };
  const body = [
    m.say('invited', { ...names, role: m.say(opts.role === 'admin' ? 'asAdmin' : 'asMember') }),
    '',
    m.say('howToAnswer'),
    m.link(opts.publicUrl, '/my-business'),
    '',
    m.say('openFor', { days: m.number(invitationLimits.daysOpen) }),
    '',
    m.say('unexpected'),
  ].join('\n');
  return writeOutboxMail(opts.dataDir, {
    from: `WBN <no-reply@${domain}>`,
    to: opts.to,
    subject: m.say('subject', names),
    language: opts.language,
    date: opts.sent,
    id: opts.invitationID,
    fileTag: `invitation-${opts.invitationID}`,
    body,
  });
}
