import type { InquiryMessage, InquiryThread } from '@wbn/contracts';
import { isoOf } from '../../lib/db-time.ts';
import type { MessageRow, Side, ThreadRow } from './inquiries.repository.ts';

export function toThread(r: ThreadRow, side: Side): InquiryThread {
  return {
    requestID: r.request_id,
    subject: r.subject,
    status: r.status,
    senderType: r.from_business_id ? 'business' : 'user',
    from: r.from_party,
    to: r.to_party,
    side,
    counterpart: side === 'S' ? r.to_party : r.from_party,
    createdAt: isoOf(r.created_at),
    lastMessageAt: isoOf(r.last_message_at),
    lastMessage: r.last_message,
    unread: side === 'S' ? r.unread_by_sender : r.unread_by_receiver,
    closedAt: r.closed_at ? isoOf(r.closed_at) : null,
  };
}

export function toMessage(r: MessageRow): InquiryMessage {
  return {
    messageID: r.message_id,
    requestID: r.request_id,
    from: r.side,
    content: r.content,
    datetime: isoOf(r.created_at),
    type: 'text',
    author: { id: r.author_user_id ?? '', name: r.author_name ?? 'Former member' },
    attachments: r.attachments,
    clientID: r.client_id,
  };
}
