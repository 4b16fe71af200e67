import { writeOutboxMail } from '../../lib/mail-outbox.ts';
import { mailIn, recipientLanguage, type LanguageFacts } from '../../lib/mail-texts.ts';
import { statementMailTexts } from './moderation.mail-texts.ts';

/** What a statement of reasons announces: an action on the person's content or account, or its reversal. */
export type StatementOf = 'hide' | 'warn' | 'suspend' | 'reverse';

const undone = { hide: 'undoneHide', warn: 'undoneWarn', suspend: 'undoneSuspend' } as const;

/**
 * The statement of reasons by e-mail, in the person's language: what was decided, about what,
 * why, and how to answer (the appeal comes later: for now, a reply). Answers the file's path.
 */
export async function writeStatementMail(opts: {
  dataDir: string;
  publicUrl: string;
  userID: string;
  person: { email: string; firstName: string } & LanguageFacts;
  what: StatementOf;
  /** The content concerned (cut), or for a reversal the action it undid. */
  about: string;
  reason: string;
  until?: Date | null;
}): Promise<string> {
  const m = mailIn(recipientLanguage(opts.person), statementMailTexts);
  const headline =
    opts.what === 'suspend'
      ? opts.until
        ? m.say('suspendUntil', { date: m.date(opts.until) })
        : m.say('suspendForGood')
      : m.say(opts.what);
  const about =
    opts.what === 'reverse' && opts.about in undone
      ? m.say(undone[opts.about as keyof typeof undone])
      : opts.about;
  const domain = new URL(opts.publicUrl).hostname || 'localhost';
  return writeOutboxMail(opts.dataDir, {
    from: `WBN <no-reply@${domain}>`,
    to: opts.person.email,
    subject: headline,
    language: m.language,
    date: new Date(),
    id: `moderation-${opts.what}-${opts.userID}`,
    fileTag: `moderation-${opts.what}-${opts.userID}`,
    body: [
      m.greeting(opts.person.firstName),
      '',
      m.say('statement', { headline }),
      m.say('what', { about }),
      m.say('why', { reason: opts.reason }),
      '',
      m.say('appeal'),
    ].join('\n'),
  });
}
