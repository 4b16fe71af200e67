import type { FastifyBaseLogger } from 'fastify';
import { writeOutboxMail } from '../../lib/mail-outbox.ts';
import { mailIn, recipientLanguage, type LanguageFacts, type MailIn } from '../../lib/mail-texts.ts';
import { buyingRequestMailTexts as texts } from './buying-requests.mail-texts.ts';

export interface BuyingRequestMailConfig {
  dataDir: string;
  publicUrl: string;
}

export interface MailOwner extends LanguageFacts {
  businessId: string;
  companyName: string;
  email: string;
  firstName: string | null;
}

/** What happened, with the facts its mail names. */
export type BuyingRequestEvent =
  | { kind: 'invite'; buyer: string; title: string; deadline: Date }
  | { kind: 'quote'; supplier: string; title: string }
  | { kind: 'award'; buyer: string; title: string }
  | { kind: 'decline'; buyer: string; title: string; reason: string };

/** An event's subject and lines in one language. */
function compose(m: MailIn<typeof texts.en>, e: BuyingRequestEvent): { subject: string; lines: string[] } {
  switch (e.kind) {
    case 'invite':
      return {
        subject: m.say('inviteSubject', e),
        lines: [m.say('invited', e), m.say('deadline', { deadline: m.dateTime(e.deadline) })],
      };
    case 'quote':
      return { subject: m.say('quoteSubject', e), lines: [m.say('quoted', e)] };
    case 'award':
      return { subject: m.say('awardSubject', e), lines: [m.say('awarded', e)] };
    case 'decline':
      return { subject: m.say('declineSubject', e), lines: [m.say('declined', e), m.say('reason', e)] };
  }
}

/**
 * The e-mail copy of a buying request's event (an invitation, a new quote, an award, a decline), to
 * each business owner concerned in their own language, with a link to the request. Written after
 * the write commits; a mail that cannot be written is logged, the write stands.
 */
export async function mailOwners(
  config: BuyingRequestMailConfig,
  log: FastifyBaseLogger,
  owners: MailOwner[],
  mail: { tag: string; event: BuyingRequestEvent; path: (businessID: string) => string },
): Promise<void> {
  const domain = new URL(config.publicUrl).hostname || 'localhost';
  for (const owner of owners) {
    try {
      const m = mailIn(recipientLanguage(owner), texts);
      const { subject, lines } = compose(m, mail.event);
      const file = await writeOutboxMail(config.dataDir, {
        from: `WBN <no-reply@${domain}>`,
        to: owner.email,
        subject,
        language: m.language,
        date: new Date(),
        id: `${mail.tag}-${owner.businessId}`,
        fileTag: `${mail.tag}-${owner.businessId}`,
        body: [
          m.greeting(owner.firstName),
          '',
          ...lines,
          '',
          m.link(config.publicUrl, mail.path(owner.businessId)),
        ].join('\n'),
      });
      log.info({ file, tag: mail.tag }, 'buying request mail written to the outbox');
    } catch (err) {
      log.warn({ err, tag: mail.tag }, 'buying request mail could not be written');
    }
  }
}
