import { describe, expect, it } from 'vitest';
import { inboxList, pagesOf, sampleMessage, sampleThread, threadPage } from '../fixtures.test-data.ts';
import {
  allMessages,
  allThreads,
  mapThreadInList,
  readReceipt,
  withClosed,
  withCounterpartRead,
  withMessage,
} from './thread-cache.ts';

describe('the cached thread', () => {
  const older = [sampleMessage({ content: 'First' }), sampleMessage({ content: 'Second' })];
  const newer = [sampleMessage({ content: 'Third', from: 'R' })];
  const data = pagesOf(threadPage({ messages: newer, hasOlder: true }), threadPage({ messages: older }));

  it('reads the pages oldest first', () => {
    expect(allMessages(data).map((m) => m.content)).toEqual(['First', 'Second', 'Third']);
  });

  it('appends a new message once, however often it arrives', () => {
    const reply = sampleMessage({ content: 'Fourth', from: 'R', datetime: 1_795_683_600 });
    const once = withMessage(data, reply);
    expect(withMessage(once, reply)).toBe(once);
    expect(allMessages(once).map((m) => m.content)).toEqual(['First', 'Second', 'Third', 'Fourth']);
    expect(once?.pages[0]?.thread).toMatchObject({ lastMessage: 'Fourth', lastMessageAt: 1_795_683_600 });
    // An older message already shown is not added again either.
    expect(withMessage(data, older[0]!)).toBe(data);
  });

  it('closes the thread', () => {
    const closed = withClosed(data, 1_795_687_200);
    expect(closed?.pages[0]?.thread).toMatchObject({
      status: 'closed',
      closedAt: 1_795_687_200,
    });
  });

  it("puts the receipt under this side's last message: Sent, then Read", () => {
    // The inbox reads the thread on side R.
    expect(readReceipt(data)).toEqual({ messageID: newer[0]!.messageID, read: false });
    const read = withCounterpartRead(data, newer[0]!.messageID);
    expect(readReceipt(read)).toEqual({ messageID: newer[0]!.messageID, read: true });
    // A read of the other side's older message does not reach this side's last one.
    expect(readReceipt(withCounterpartRead(data, older[1]!.messageID))?.read).toBe(false);
    // A message not loaded here: the caller reads the thread again.
    expect(withCounterpartRead(data, 'unknown')).toBeUndefined();
  });

  it('has no receipt when this side has written nothing', () => {
    expect(readReceipt(pagesOf(threadPage({ messages: older })))).toBeNull();
  });
});

describe('the cached thread lists', () => {
  it('changes one thread wherever it is listed, and lists each thread once', () => {
    const a = sampleThread({ unread: 2 });
    const b = sampleThread({ requestID: 'other', unread: 1 });
    const data = pagesOf(inboxList(a, b), inboxList(b));
    const read = mapThreadInList(data, a.requestID, (t) => ({ ...t, unread: 0 }));
    expect(allThreads(read).map((t) => [t.requestID, t.unread])).toEqual([
      [a.requestID, 0],
      ['other', 1],
    ]);
    expect(mapThreadInList(data, 'absent', (t) => t)).toBe(data);
  });
});
