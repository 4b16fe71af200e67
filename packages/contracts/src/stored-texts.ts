import { buyingRequestMessages } from './buying-request-limits.ts';

// Texts the API stores in English beside people's words: a quote thread's subject ("Your quote for:
// <the request's title>") and a moderation notice ("Your content was removed: <the reason>"). They
// are read in the reader's language (decision 0027): the known English part is translated, the
// people's words after it are kept. Old rows read the same way: nothing stored changes.

/** The answer to a report, a moderation notice of its own (moderationMessages.acknowledged). */
export const reportAcknowledged = 'Thank you: we received your report and will review it.';

/**
 * What a moderation action did, the first words of its notice: stored in English in the
 * notification's subject (`<notice>: <reason>`). Here, without zod, for the web's first load.
 */
export const moderationNoticeMessages = {
  hide: 'Your content was removed',
  warn: 'You received a warning',
  suspend: 'Your account was suspended for good',
  /** `day` is YYYY-MM-DD. */
  suspendUntil: (day: string) => `Your account was suspended until ${day}`,
  reverse: 'An earlier decision about your account or content was reversed',
  /** Several people reported it: hidden until an operator decides (decision 0033). */
  autoHide: 'Your content was hidden until a moderator has reviewed the reports about it',
  appealGranted: 'Your appeal was granted',
  appealRejected: 'Your appeal was rejected',
  appealReceived: 'We received your appeal; another moderator will decide it',
} as const;

/**
 * What became of a report, the first words of the notice its reporter gets when an operator's
 * action closes it (`<outcome>: <the reported text, cut>`, or the outcome alone when the item has
 * no text). Never the author's data, the operator or a suspension's length.
 */
export const reportOutcomeMessages = {
  dismiss: 'We reviewed the content you reported and found no rule broken',
  hide: 'The content you reported was removed',
  action: 'We took action against the author of the content you reported',
} as const;

const noticeHeads: readonly string[] = [
  moderationNoticeMessages.hide,
  moderationNoticeMessages.warn,
  moderationNoticeMessages.suspend,
  moderationNoticeMessages.reverse,
  moderationNoticeMessages.autoHide,
  moderationNoticeMessages.appealGranted,
  moderationNoticeMessages.appealRejected,
  moderationNoticeMessages.appealReceived,
  reportOutcomeMessages.dismiss,
  reportOutcomeMessages.hide,
  reportOutcomeMessages.action,
];
const suspendedUntil = /^Your account was suspended until (\d{4}-\d{2}-\d{2}): /;

/** A stored subject in a language, given that language's translator of the contracts' messages. */
export function storedTextIn(text: string, translate: (english: string) => string): string {
  const prefix = buyingRequestMessages.threadSubject;
  if (text.startsWith(prefix)) return `${translate(prefix)}${text.slice(prefix.length)}`;
  if (text === reportAcknowledged || noticeHeads.includes(text)) return translate(text);
  const head = noticeHeads.find((h) => text.startsWith(`${h}: `));
  if (head) return `${translate(head)}: ${text.slice(head.length + 2)}`;
  const until = suspendedUntil.exec(text);
  if (until) {
    return `${translate(moderationNoticeMessages.suspendUntil(until[1]!))}: ${text.slice(until[0].length)}`;
  }
  return text;
}
