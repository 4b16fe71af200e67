/** A stored file (PDF or image) as a message, a buying request or a quote lists it. */
export interface StoredAttachment {
  url: string;
  name: string;
  contentType: string;
  size: number;
}
