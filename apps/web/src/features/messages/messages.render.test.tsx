import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@wbn/contracts';
import '../../app/i18n-all.ts';
import { sessionStore } from '../../shared/session/session.ts';
import { renderHtml, textOf } from '../../shared/testing/render-html.test-data.tsx';
import { messageKeys } from './api/message-keys.ts';
import { ChatPane } from './components/ChatPane.tsx';
import { ComposerView, type ComposerViewProps } from './components/ComposerView.tsx';
import { MessagesLink } from './components/MessagesLink.tsx';
import { UnreadBadge } from './components/UnreadBadge.tsx';
import { ThreadList } from './components/ThreadList.tsx';
import {
  businessID,
  buyerBusinessID,
  inboxList,
  inboxes,
  pagesOf,
  rid,
  sampleMessage,
  sampleThread,
  threadPage,
  userID,
} from './fixtures.test-data.ts';
import { MessageCenterPage } from './pages/MessageCenterPage.tsx';

const signIn = () =>
  sessionStore.set({
    status: 'authenticated',
    userID,
    profile: { userID, firstName: 'Olga', lastName: 'Test' },
  });
afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

const allThreadsKey = messageKeys.threads(businessID, { q: '', unreadOnly: false });
const chat = (page = threadPage()) =>
  renderHtml(<ChatPane rid={rid} bid={businessID} backHref={`/business/${businessID}/requests`} />, {
    data: [[messageKeys.thread(rid, businessID), pagesOf(page)]],
  });

describe('the chat pane (spec §2 "Message center", §4 "Inquiry thread")', () => {
  it('is headed Inbox Reply with the subject, the other side and the bubbles, dates in UTC', () => {
    signIn();
    const question = sampleMessage({ content: 'Could you quote 500 gearboxes?' });
    const answer = sampleMessage({
      from: 'R',
      content: 'Yes: US$ 120 each, FOB Veracruz.',
      datetime: 1_795_620_600, // 2026-11-25 15:30 UTC
      author: { id: userID, name: 'Olga Test' },
      attachments: [
        {
          // Signed links, as the API hands them out: used as they are, query and all.
          url: '/files/images/inquiry-attachment/q.pdf?expires=1795000000&signature=pdfSignature',
          name: 'quote.pdf',
          contentType: 'application/pdf',
          size: 40_000,
        },
        {
          url: '/files/images/inquiry-attachment/g.webp?expires=1795000000&signature=imageSignature',
          name: 'gearbox.webp',
          contentType: 'image/webp',
          size: 9_000,
        },
      ],
    });
    const html = chat(threadPage({ messages: [question, answer] }));
    const text = textOf(html);
    expect(text).toContain('Inbox Reply');
    expect(text).toContain('Price quotation');
    expect(html).toContain(`href="/business/${buyerBusinessID}"`);
    expect(text).toContain('Nordic Imports');
    expect(text).toContain('25 Nov 2026, 14:05 UTC');
    expect(text).toContain('25 Nov 2026, 15:30 UTC');
    expect(html).toMatch(/datetime="2026-11-25T15:30:00.000Z"/i);
    // The buyer's on the left, this side's (R) on the right, named "You" for one's own.
    expect(html).toMatch(
      /<li class="mc-message"><div class="mc-bubble"><p class="mc-bubble__author">Erik Larsen<\/p>/,
    );
    expect(html).toMatch(
      /<li class="mc-message mc-message--own"><div class="mc-bubble"><p class="mc-bubble__author">You<\/p>/,
    );
    // A PDF as a named file link, an image as a thumbnail.
    expect(html).toContain(
      '<a class="mc-file mc-file--doc" href="/files/images/inquiry-attachment/q.pdf?expires=1795000000&amp;signature=pdfSignature" download="quote.pdf">',
    );
    expect(html).toContain(
      'href="/files/images/inquiry-attachment/g.webp?expires=1795000000&amp;signature=imageSignature"',
    );
    expect(html).toContain(
      'src="/files/images/inquiry-attachment/g.webp?expires=1795000000&amp;signature=imageSignature"',
    );
    // The receipt under this side's last message.
    expect(html).toContain('<p class="mc-receipt mc-receipt--sent">Sent</p>');
    expect(html).toContain('aria-label="Conversation settings"');
  });

  it('says Read once the other side has read this side’s last message', () => {
    signIn();
    const mine = sampleMessage({ from: 'R' });
    const html = chat(threadPage({ messages: [sampleMessage(), mine], readByCounterpart: mine.messageID }));
    expect(html).toContain('<p class="mc-receipt mc-receipt--read">Read</p>');
    expect(html).not.toContain('mc-receipt--sent');
  });

  it("disables the reply box with 'This chat has ended' once the thread is closed", () => {
    signIn();
    const closed = sampleThread({ status: 'closed', closedAt: 1_795_680_000 }); // 2026-11-26 08:00 UTC
    const html = chat(threadPage({ thread: closed, messages: [sampleMessage()] }));
    expect(textOf(html)).toContain(messages.chatEnded);
    expect(html).toMatch(/<textarea[^>]*disabled=""/);
    expect(html).not.toContain('mc-composer__send');
    expect(textOf(html)).toContain('Ended on 26 Nov 2026, 08:00 UTC');
  });

  it('offers Report message under the other side’s messages, and the settings menu for Report conversation', () => {
    signIn();
    // A closed thread from a person: only Report puts the settings menu there.
    const closed = sampleThread({
      status: 'closed',
      closedAt: 1_795_680_000,
      senderType: 'user',
      from: { kind: 'user', id: userID, name: 'Erik Larsen', picture: null },
      counterpart: { kind: 'user', id: userID, name: 'Erik Larsen', picture: null },
    });
    const received = sampleMessage();
    const html = chat(threadPage({ thread: closed, messages: [received, sampleMessage({ from: 'R' })] }));
    expect(html.match(/>Report message<\/a>/g)).toHaveLength(1);
    expect(html).toContain(`href="/report-illegal-content?report=message:${received.messageID}"`);
    expect(html).toContain('aria-label="Conversation settings"');
  });

  it('links a thread about a buying request to the request, as the supplier reads it', () => {
    signIn();
    const about = '9e000000-0000-4000-8000-000000000001';
    const thread = sampleThread({ subject: 'Your quote for: Ball valves DN50', buyingRequestID: about });
    const html = chat(threadPage({ thread, messages: [sampleMessage()] }));
    expect(html).toContain(`href="/buying-requests/${about}?as=${businessID}"`);
    expect(textOf(html)).toContain('See the buying request');
    expect(chat(threadPage({ messages: [sampleMessage()] }))).not.toContain('/buying-requests/');
  });

  it('offers Load older messages while there are older ones', () => {
    signIn();
    expect(textOf(chat(threadPage({ messages: [sampleMessage()], hasOlder: true })))).toContain(
      'Load older messages',
    );
    expect(textOf(chat(threadPage({ messages: [sampleMessage()] })))).not.toContain('Load older messages');
  });

  it('says so when the thread cannot be loaded, with the way back', () => {
    signIn();
    const html = renderHtml(<ChatPane rid={rid} bid={businessID} backHref="/back" />, {
      errors: [messageKeys.thread(rid, businessID)],
    });
    expect(textOf(html)).toContain('The conversation could not be loaded.');
    expect(html).toContain('href="/back"');
  });
});

describe('the reply box', () => {
  const noop = () => undefined;
  const box = (over: Partial<ComposerViewProps>) =>
    renderHtml(
      <ComposerView
        text=""
        sending={false}
        closed={false}
        problem={null}
        onChange={noop}
        onSend={noop}
        {...over}
      />,
    );
  const sendButton = (html: string) => /<button type="submit"[^>]*>Send<\/button>/.exec(html)?.[0] ?? '';

  it('keeps Send disabled while the text is empty or only spaces', () => {
    expect(sendButton(box({ text: '' }))).toContain('disabled=""');
    expect(sendButton(box({ text: '   \n' }))).toContain('disabled=""');
    expect(sendButton(box({ text: 'Hello' }))).not.toContain('disabled');
  });

  it('blocks a second send while one is in flight', () => {
    const html = box({ text: 'Hello', sending: true });
    expect(sendButton(html)).toContain('disabled=""');
    expect(html).toMatch(/<textarea[^>]*disabled=""/);
    expect(html).toContain('aria-busy="true"');
  });

  it('says how Enter works, and why a reply did not go', () => {
    const html = box({ problem: 'Your reply was not sent. The server could not be reached.' });
    expect(textOf(html)).toContain('Enter sends; Shift+Enter starts a new line.');
    expect(html).toContain('role="alert"');
  });
});

describe('the thread list', () => {
  it('marks unread threads in bold with their count, and opens each in this inbox', () => {
    signIn();
    const unread = sampleThread({ unread: 2, subject: 'Samples' });
    const read = sampleThread({ requestID: 'a1b2c3d4-0000-4000-8000-000000000001', subject: 'Catalogue' });
    const html = renderHtml(<ThreadList ubid={businessID} openRid={null} inbox={null} />, {
      data: [[allThreadsKey, pagesOf(inboxList(unread, read))]],
    });
    expect(html).toContain(`href="/business/${businessID}/requests/${rid}"`);
    expect(html.match(/class="mc-thread mc-thread--unread"/g)).toHaveLength(1);
    expect(textOf(html)).toContain('2 unread messages');
    expect(html).toMatch(/<a class="mc-thread" href="\/business\/[^"]+\/requests\/a1b2c3d4/);
  });

  it('explains how to send a request when the personal inbox is empty', () => {
    signIn();
    const html = renderHtml(
      <ThreadList ubid={userID} openRid={null} inbox={{ name: 'Olga', kind: 'user' }} />,
      {
        data: [[messageKeys.threads(userID, { q: '', unreadOnly: false }), pagesOf(inboxList())]],
      },
    );
    expect(textOf(html)).toContain('No conversations yet');
    expect(textOf(html)).toContain('press Send Request');
  });

  it('offers Load more while there is a next page', () => {
    signIn();
    const html = renderHtml(<ThreadList ubid={businessID} openRid={null} inbox={null} />, {
      data: [[allThreadsKey, pagesOf({ threads: [sampleThread()], nextCursor: 'next' })]],
    });
    expect(textOf(html)).toContain('Load more');
  });
});

describe('the message center page', () => {
  const page = (path: string, data: [readonly unknown[], unknown][]) =>
    renderHtml(<MessageCenterPage />, {
      path,
      pattern: '/business/:id/requests/:rid?',
      data,
    });

  it('shows the inbox selector with unread counts, the list and the open thread', () => {
    signIn();
    const html = page(`/business/${businessID}/requests/${rid}`, [
      [messageKeys.inboxes(userID), { inboxes, unread: 3 }],
      [allThreadsKey, pagesOf(inboxList(sampleThread({ unread: 0 })))],
      [messageKeys.thread(rid, businessID), pagesOf(threadPage({ messages: [sampleMessage()] }))],
    ]);
    const text = textOf(html);
    expect(text).toContain('Message center');
    expect(html).toContain('aria-label="Inboxes"');
    expect(html).toContain(`href="/business/${userID}/requests"`);
    expect(text).toContain('3 unread messages');
    expect(html).toMatch(/class="mc-inbox mc-inbox--current"[^>]*aria-current="page"/);
    expect(html).toContain('mc-page--chat');
    expect(text).toContain('Inbox Reply');
  });

  it('asks to choose a conversation when none is open', () => {
    signIn();
    const html = page(`/business/${userID}/requests`, [
      [messageKeys.inboxes(userID), { inboxes, unread: 3 }],
      [
        messageKeys.threads(userID, { q: '', unreadOnly: false }),
        pagesOf(inboxList(sampleThread({ side: 'S' }))),
      ],
    ]);
    expect(textOf(html)).toContain('Choose a conversation');
    expect(html).toContain('mc-page--list');
  });

  it('shows nothing of an inbox the user does not belong to', () => {
    signIn();
    const other = 'ffffffff-1111-4222-8333-944455556666';
    const html = page(`/business/${other}/requests`, [[messageKeys.inboxes(userID), { inboxes, unread: 3 }]]);
    expect(textOf(html)).toContain('This message center is not yours');
    expect(html).toContain(`href="/business/${other}/send-request"`);
    expect(html).toContain(`href="/business/${userID}/requests"`);
  });
});

describe('the Messages link', () => {
  it("goes to the user's own message center", () => {
    signIn();
    const html = renderHtml(
      <MessagesLink unreadLabel={(n) => `${n} unread messages`}>Messages</MessagesLink>,
    );
    expect(html).toContain(`href="/business/${userID}/requests"`);
  });

  it('shows the unread count over all inboxes, with words for screen readers', () => {
    signIn();
    const html = renderHtml(<UnreadBadge unreadLabel={(n) => `${n} unread messages`} />, {
      data: [[messageKeys.inboxes(userID), { inboxes, unread: 3 }]],
    });
    expect(html).toBe(
      '<b class="unread-badge"><span aria-hidden="true">3</span><span class="visually-hidden">3 unread messages</span></b>',
    );
  });

  it('has no badge when everything is read', () => {
    signIn();
    const html = renderHtml(<UnreadBadge unreadLabel={(n) => `${n} unread`} />, {
      data: [[messageKeys.inboxes(userID), { inboxes, unread: 0 }]],
    });
    expect(html).toBe('');
  });
});
