import { messages, otherSubject, type SendInquiryBody } from '@wbn/contracts';
import type { ApiError } from '../../../shared/api/api-error.ts';
import { say } from '../../../shared/i18n/say.ts';

/**
 * The send-request form's values and rules (core spec §2 "Send-request form", §5 "Inquiry"):
 * receiver, sender, subject (or the free text when Other is chosen) and message are all required,
 * otherwise 'You have to fill all the form fields' and nothing is sent. Pure, so the rules are
 * tested without a browser.
 */
export interface InquiryFormValues {
  /** Sending as this business; null: as the user. */
  from: string | null;
  /** One of `inquirySubjects`, or null while none is chosen. */
  subject: string | null;
  /** The free-text subject, used when `subject` is Other. */
  otherSubject: string;
  message: string;
  /** The language the message is written in, as its author says; null: the server detects it. */
  language: string | null;
}

export const emptyInquiry: InquiryFormValues = {
  from: null,
  subject: null,
  otherSubject: '',
  message: '',
  language: null,
};

/** The fields a person fills in (the receiver is the page's business, the sender has a default). */
export type InquiryField = 'subject' | 'otherSubject' | 'message';
export type InquiryProblems = Partial<Record<InquiryField, string>>;

export const choseOther = (values: InquiryFormValues): boolean => values.subject === otherSubject;

/** The subject as sent: the chosen one, or the free text when Other is chosen. */
export function subjectOf(values: InquiryFormValues): string {
  return choseOther(values) ? values.otherSubject.trim() : (values.subject ?? '').trim();
}

/** The empty required fields, each marked with the spec's message; empty when all are filled. */
export function missingFields(values: InquiryFormValues): InquiryProblems {
  const problems: InquiryProblems = {};
  if (!values.subject) problems.subject = say(messages.inquiryIncomplete);
  else if (choseOther(values) && !values.otherSubject.trim())
    problems.otherSubject = say(messages.inquiryIncomplete);
  if (!values.message.trim()) problems.message = say(messages.inquiryIncomplete);
  return problems;
}

/** The POST /api/business/request body; `from` is left out when the user sends as themselves. */
export function inquiryBody(
  to: string,
  values: InquiryFormValues,
  attachments: readonly string[],
  clientID: string,
): SendInquiryBody {
  return {
    to,
    ...(values.from ? { from: values.from } : {}),
    subject: subjectOf(values),
    message: values.message.trim(),
    ...(attachments.length > 0 ? { attachments: [...attachments] } : {}),
    clientID,
    ...(values.language ? { language: values.language } : {}),
  };
}

/** The server's field errors, on the fields they name (the free-text one when Other is chosen). */
export function serverProblems(error: ApiError, values: InquiryFormValues): InquiryProblems {
  const problems: InquiryProblems = {};
  const subject = error.fieldMessage('subject');
  if (subject) problems[choseOther(values) ? 'otherSubject' : 'subject'] = subject;
  const message = error.fieldMessage('message');
  if (message) problems.message = message;
  return problems;
}
