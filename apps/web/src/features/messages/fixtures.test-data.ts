import type {
  Inbox,
  InboxResponse,
  InquiryMessage,
  InquiryThread,
  ThreadMessagesResponse,
} from '@wbn/contracts';

export const userID = '0b0e8f3c-1111-4222-8333-944455556666';
export const businessID = '7c1e4a2b-5d6f-4e8a-9b0c-1d2e3f4a5b6c';
export const buyerBusinessID = '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00';
export const rid = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

const acme = { kind: 'business' as const, id: businessID, name: 'Acme Gears', picture: null };
const buyer = { kind: 'business' as const, id: buyerBusinessID, name: 'Nordic Imports', picture: null };

/** The fixtures' time: 2026-11-25 14:05 UTC, in Unix seconds as the API gives times. */
export const sampleSeconds = 1_795_615_500;

/** A thread as the receiving business (Acme) reads it, sent by a buyer business; `over` changes any part. */
export function sampleThread(over: Partial<InquiryThread> = {}): InquiryThread {
  return {
    requestID: rid,
    subject: 'Price quotation',
    status: 'open',
    senderType: 'business',
    from: buyer,
    to: acme,
    side: 'R',
    counterpart: buyer,
    createdAt: sampleSeconds,
    lastMessageAt: sampleSeconds,
    lastMessage: 'Could you quote 500 gearboxes?',
    unread: 0,
    closedAt: null,
    buyingRequestID: null,
    ...over,
  };
}

let n = 0;
export function sampleMessage(over: Partial<InquiryMessage> = {}): InquiryMessage {
  n += 1;
  return {
    messageID: `5a000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    requestID: rid,
    from: 'S',
    content: `Message ${n}`,
    datetime: sampleSeconds,
    type: 'text',
    author: { id: '11111111-2222-4333-8444-555555555555', name: 'Erik Larsen' },
    attachments: [],
    clientID: null,
    ...over,
  };
}

export const threadPage = (over: Partial<ThreadMessagesResponse> = {}): ThreadMessagesResponse => ({
  thread: sampleThread(),
  messages: [],
  hasOlder: false,
  readByCounterpart: null,
  ...over,
});

/** The cache of an infinite query holding these pages (newest first). */
export const pagesOf = <T>(...pages: T[]) => ({
  pages,
  pageParams: pages.map((_, i) => (i ? `p${i}` : null)),
});

export const inboxList = (...threads: InquiryThread[]): InboxResponse => ({ threads, nextCursor: null });

export const inboxes: Inbox[] = [
  { ubid: userID, kind: 'user', name: 'Olga Test', picture: null, unread: 0 },
  { ubid: businessID, kind: 'business', name: 'Acme Gears', picture: null, unread: 3 },
];
