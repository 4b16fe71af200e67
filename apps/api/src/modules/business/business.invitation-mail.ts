import { invitationLimits, type MemberRole } from '@wbn/contracts';
import { writeOutboxMail } from '../../lib/mail-outbox.ts';

/**
 * The mail that tells an address it was invited. It says the same whether the address has an
 * account or not (the inviter learns nothing from it either), carries no secret (accepting needs
 * a signed-in account with this address) and asks nothing of someone who did not expect it.
 */
export async function writeInvitationMail(opts: {
  dataDir: string;
  publicUrl: string;
  supportEmail: string;
  invitationID: string;
  to: string;
  role: MemberRole;
  companyName: string;
  inviterName: string;
  sent: Date;
}): Promise<string> {
  const domain = opts.supportEmail.split('@')[1] ?? 'localhost';
  const role = opts.role === 'admin' ? 'an admin' : 'a member';
  const body = [
    `${opts.inviterName} invited you to join ${opts.companyName} as ${role} on the WBN network.`,
    '',
    'To answer, sign in (or create an account) with this e-mail address and open My business:',
    `${opts.publicUrl}/my-business`,
    '',
    `There you can accept or decline. The invitation stays open for ${invitationLimits.daysOpen} days;`,
    'you join the business only if you accept it.',
    '',
    'If you did not expect this message, you can ignore it: nothing happens without your answer.',
  ].join('\n');
  return writeOutboxMail(opts.dataDir, {
    from: `WBN <no-reply@${domain}>`,
    to: opts.to,
    subject: `${opts.inviterName} invited you to join ${opts.companyName} on WBN`,
    date: opts.sent,
    id: opts.invitationID,
    fileTag: `invitation-${opts.invitationID}`,
    body,
  });
}
