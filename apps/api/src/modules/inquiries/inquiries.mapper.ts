import type { InquiryMessage, InquiryThread } from '@wbn/contracts';
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
    createdAt: r.createdAt.toISOString(),
    lastMessageAt: r.lastMessageAt.toISOString(),
    lastMessage: r.lastMessage,
    unread: side === 'S' ? r.unreadBySender : r.unreadByReceiver,
    closedAt: r.closedAt?.toISOString() ?? null,
  };
}

export function toMessage(r: MessageRow): InquiryMessage {
  return {
    messageID: r.messageId,
    requestID: r.requestId,
    from: r.side,
    content: r.content,
    datetime: r.createdAt.toISOString(),
    type: 'text',
    author: { id: r.authorUserId ?? '', name: r.authorName ?? 'Former member' },
    attachments: r.attachments,
    clientID: r.clientId,
  };
}
