import type { InquiryAttachment, InquiryMessage, InquiryThread } from '@wbn/contracts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { nameWithExtension } from '../files/files.service.ts';
import type { MessageRow, Side, ThreadRow } from './inquiries.repository.ts';

export function toThread(r: ThreadRow, side: Side): InquiryThread {
  return {
    requestID: r.requestId,
    subject: r.subject,
    status: r.status,
    senderType: r.fromBusinessId ? 'business' : 'user',
    from: r.fromParty,
    to: r.toParty,
    side,
    counterpart: side === 'S' ? r.toParty : r.fromParty,
    createdAt: unixSeconds(r.createdAt),
    lastMessageAt: unixSeconds(r.lastMessageAt),
    lastMessage: r.lastMessage,
    unread: side === 'S' ? r.unreadBySender : r.unreadByReceiver,
    closedAt: r.closedAt ? unixSeconds(r.closedAt) : null,
    buyingRequestID: r.buyingRequestId,
  };
}

/**
 * Turns an attachment's stored URL into the one a reader may open (files service's `readerUrl`:
 * a signed, short-lived link for a private file).
 */
export type SignFileUrl = (url: string) => string;

/** The file's extension as stored (`.pdf`, `.webp`), whatever its name was given at upload. */
const storedExtension = (url: string) => /\.([a-z]+)$/.exec(url)?.[1];

function toAttachment(a: InquiryAttachment, sign: SignFileUrl): InquiryAttachment {
  const extension = storedExtension(a.url);
  return {
    ...a,
    url: sign(a.url),
    // Messages stored before names took the stored file's extension get it when read.
    name: extension ? nameWithExtension(a.name, extension) : a.name,
  };
}

/** A message as its readers get it; every attachment link is signed at this moment. */
export function toMessage(r: MessageRow, sign: SignFileUrl): InquiryMessage {
  return {
    messageID: r.messageId,
    requestID: r.requestId,
    from: r.side,
    content: r.content,
    language: r.language,
    datetime: unixSeconds(r.createdAt),
    type: 'text',
    author: { id: r.authorUserId ?? '', name: r.authorName ?? 'Former member' },
    attachments: r.attachments.map((a) => toAttachment(a, sign)),
    clientID: r.clientId,
  };
}
