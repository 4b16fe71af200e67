import type { FastifyBaseLogger } from 'fastify';
import { headerSafe, writeOutboxMail } from '../../lib/mail-outbox.ts';

export interface BuyingRequestMailConfig {
  dataDir: string;
  publicUrl: string;
}

export interface MailOwner {
  businessId: string;
  companyName: string;
  email: string;
  firstName: string | null;
}

/**
 * The e-mail copy of a buying request's event (an invitation, a new quote, an award, a decline), to
 * each business owner concerned, with a link to the request. Written after the write commits; a
 * mail that cannot be written is logged, the write stands.
 */
export async function mailOwners(
  config: BuyingRequestMailConfig,
  log: FastifyBaseLogger,
  owners: MailOwner[],
  mail: { tag: string; subject: string; lines: string[]; path: (businessID: string) => string },
): Promise<void> {
  const domain = new URL(config.publicUrl).hostname || 'localhost';
  for (const owner of owners) {
    try {
      const file = await writeOutboxMail(config.dataDir, {
        from: `WBN <no-reply@${domain}>`,
        to: owner.email,
        subject: headerSafe(mail.subject),
        date: new Date(),
        id: `${mail.tag}-${owner.businessId}`,
        fileTag: `${mail.tag}-${owner.businessId}`,
        body: [
          `Hello ${owner.firstName ?? ''},`.replace(' ,', ','),
          '',
          ...mail.lines,
          '',
          `${config.publicUrl}${mail.path(owner.businessId)}`,
        ].join('\n'),
      });
      log.info({ file, tag: mail.tag }, 'buying request mail written to the outbox');
    } catch (err) {
      log.warn({ err, tag: mail.tag }, 'buying request mail could not be written');
    }
  }
}
