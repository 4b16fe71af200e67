import { writeOutboxMail } from '../../lib/mail-outbox.ts';

/**
 * The support team's copy of one professional support request, written to the mail outbox
 * (`${DATA_DIR}/mail/`); the requester is its Reply-To. Returns the file's path for the log.
 */
export async function writeSupportRequestMail(opts: {
  dataDir: string;
  supportEmail: string;
  publicUrl: string;
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
  const who = opts.requester ? `${opts.requester.name} <${opts.requester.email}>` : '(account removed)';
  const body = [
    `${opts.companyName} (${opts.tierName} membership) asked for professional support on ${opts.createdAt.toUTCString()}.`,
    '',
    `Request ID: ${opts.requestID}`,
    `Business: ${opts.companyName}, ${opts.publicUrl}/business/${opts.businessID}/`,
    `Asked by: ${who}`,
    `Hours asked for: ${opts.hoursRequested}`,
    `Hours left this membership year after it: ${opts.hoursLeft} of ${opts.hoursIncluded}`,
    '',
    `Subject: ${opts.subject}`,
    '',
    opts.message,
    '',
    'Reply to this message to reach the requester. The hours asked for count against the plan',
    'until the time taken is recorded on the request.',
  ].join('\n');
  const domain = opts.supportEmail.split('@')[1] ?? 'localhost';
  return writeOutboxMail(opts.dataDir, {
    from: `WBN professional support <no-reply@${domain}>`,
    to: opts.supportEmail,
    ...(opts.requester ? { replyTo: who } : {}),
    subject: `Professional support: ${opts.subject} (${opts.companyName})`,
    date: opts.createdAt,
    id: opts.requestID,
    fileTag: `support-${opts.requestID}`,
    body,
  });
}
