import { supportLimits, type CreateSupportRequestBody } from '@wbn/contracts';

export interface SupportFormValues {
  subject: string;
  message: string;
  /** As typed. */
  hours: string;
}

export type SupportFormErrors = Partial<Record<keyof SupportFormValues, string>>;

/** The body to send, or what to fix first (the API's rules, in the screen's words). */
export function supportBody(
  businessID: string,
  values: SupportFormValues,
  hoursLeft: number,
  words: { subject: string; message: string; hours: string },
): { body: CreateSupportRequestBody } | { errors: SupportFormErrors } {
  const errors: SupportFormErrors = {};
  const subject = values.subject.trim();
  const message = values.message.trim();
  const hours = Number(values.hours);
  if (!subject || subject.length > supportLimits.subjectMax) errors.subject = words.subject;
  if (!message || message.length > supportLimits.messageMax) errors.message = words.message;
  const halves = hours / supportLimits.hoursStep;
  if (
    values.hours.trim() === '' ||
    !Number.isInteger(halves) ||
    halves < 1 ||
    hours > Math.min(hoursLeft, supportLimits.hoursMax)
  )
    errors.hours = words.hours;
  if (Object.keys(errors).length) return { errors };
  return { body: { businessID, subject, message, hours } };
}
