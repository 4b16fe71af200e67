// The inquiries' limits and subject choices, apart from the zod schemas in inquiries.ts: the web
// app's pages need them without zod (decision 0015).

export const inquiryLimits = {
  subjectMax: 150,
  messageMax: 2000,
  /** Files an inquiry may carry (Upload Inquiry). */
  attachmentsMax: 3,
  /** New inquiries a user may send in an hour (replies are not counted). */
  perHour: 20,
  /** Threads a page of an inbox holds. */
  threadsPageSize: 30,
  /** Messages a page of a thread holds (newest page first, older ones on demand). */
  messagesPageSize: 50,
} as const;

/** The Subject choices of the send-request form; `Other` opens a free-text field. */
export const inquirySubjects = [
  'Product information',
  'Price quotation',
  'Samples',
  'Minimum order quantity',
  'Delivery and shipping',
  'Distribution partnership',
  'Other',
] as const;
export const otherSubject = 'Other';

/** The file types Upload Inquiry accepts: images and PDF (the server checks the bytes). */
export const inquiryAttachmentTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type InquiryAttachmentType = (typeof inquiryAttachmentTypes)[number];

/** A thread is open until either side ends it; closing is final. */
export const inquiryStatuses = ['open', 'closed'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
