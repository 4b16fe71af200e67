import { writeOutboxMail } from '../../lib/mail-outbox.ts';
import { mailIn, recipientLanguage, type LanguageFacts } from '../../lib/mail-texts.ts';
import { reportOutcomeMailTexts, statementMailTexts } from './moderation.mail-texts.ts';

/** What became of a report: nothing, the content removed, or a measure against its author. */
export type ReportOutcome = 'dismiss' | 'hide' | 'action';

/**
 * What a statement of reasons announces: an action on the person's content or account, its
 * reversal, the decision on their appeal, or content hidden automatically until reviewed
 * (decision 0033).
 */
export type StatementOf =
  'hide' | 'warn' | 'suspend' | 'reverse' | 'appealGranted' | 'appealRejected' | 'auto-hide';

/** The page of a statement of reasons, where its author reads it and appeals (decision 0025). */
export const statementPath = (entryID: string) => `/moderation/statement/${entryID}`;

const undone = { hide: 'undoneHide', warn: 'undoneWarn', suspend: 'undoneSuspend' } as const;

/**
 * The statement of reasons by e-mail, in the person's language: what was decided, about what,
 * why, and how to appeal (its page, `entryID`'s statement); for a reversal or an appeal's
 * decision, the page for the details. Answers the file's path.
 */
export async function writeStatementMail(opts: {
  dataDir: string;
  publicUrl: string;
  userID: string;
  person: { email: string; firstName: string } & LanguageFacts;
  what: StatementOf;
  /** The content concerned (cut), or for a reversal the action it undid. */
  about: string;
  /** For an automatic hide: how many people reported the content. */
  reason: string;
  until?: Date | null;
  /** The statement's entry (the action's, for a reversal or an appeal's decision); null: none. */
  entryID: string | null;
}): Promise<string> {
  const m = mailIn(recipientLanguage(opts.person), statementMailTexts);
  const headline =
    opts.what === 'suspend'
      ? opts.until
        ? m.say('suspendUntil', { date: m.date(opts.until) })
        : m.say('suspendForGood')
      : opts.what === 'auto-hide'
        ? m.say('autoHide')
        : m.say(opts.what);
  const about =
    opts.what === 'reverse' && opts.about in undone
      ? m.say(undone[opts.about as keyof typeof undone])
      : opts.about;
  const domain = new URL(opts.publicUrl).hostname || 'localhost';
  // Without a statement page (a dropped request), the notifications page has the notice.
  const path = opts.entryID ? statementPath(opts.entryID) : '/notifications';
  const link = `${opts.publicUrl.replace(/\/$/, '')}${path}`;
  const appealable =
    opts.entryID !== null && (opts.what === 'hide' || opts.what === 'warn' || opts.what === 'suspend');
  const decided =
    opts.what === 'appealGranted'
      ? [m.say('granted')]
      : opts.what === 'appealRejected'
        ? [m.say('rejected')]
        : [];
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
      opts.what === 'auto-hide'
        ? m.say('autoHideWhy', { count: opts.reason })
        : m.say('why', { reason: opts.reason }),
      ...decided,
      '',
      appealable ? m.say('appeal', { link }) : m.say('details', { link }),
    ].join('\n'),
  });
}

/**
 * The outcome of a report, by e-mail in the reporter's language: when they reported, what, and
 * what became of it. The operator, the reason given to the author and a measure's details (a
 * suspension's length) stay out. Answers the file's path.
 */
export async function writeReportOutcomeMail(opts: {
  dataDir: string;
  publicUrl: string;
  userID: string;
  person: { email: string; firstName: string } & LanguageFacts;
  outcome: ReportOutcome;
  /** The reported content (cut). */
  about: string;
  reportedAt: Date;
}): Promise<string> {
  const m = mailIn(recipientLanguage(opts.person), reportOutcomeMailTexts);
  const domain = new URL(opts.publicUrl).hostname || 'localhost';
  const about = opts.about.trim();
  return writeOutboxMail(opts.dataDir, {
    from: `WBN <no-reply@${domain}>`,
    to: opts.person.email,
    subject: m.say('subject'),
    language: m.language,
    date: new Date(),
    id: `moderation-outcome-${opts.userID}`,
    fileTag: `moderation-outcome-${opts.userID}`,
    body: [
      m.greeting(opts.person.firstName),
      '',
      m.say('thanks', { date: m.date(opts.reportedAt) }),
      ...(about ? [m.say('what', { about })] : []),
      m.say(opts.outcome),
      ...(opts.outcome === 'action' ? [m.say('private')] : []),
      '',
      m.say('closing'),
    ].join('\n'),
  });
}
