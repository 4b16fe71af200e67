import { describe, expect, it } from 'vitest';
import { buyerBusinessID, sampleThread, userID } from '../fixtures.test-data.ts';
import { chatActions, partyHref } from './chat-actions.ts';

describe('the chat settings menu (spec §2 "Message center")', () => {
  it('offers Watch Buyer Profile only to the receiving side when the sender is a business', () => {
    expect(chatActions(sampleThread()).buyerProfile).toBe(`/business/${buyerBusinessID}`);
    expect(chatActions(sampleThread({ side: 'S' })).buyerProfile).toBeNull();
    const person = { kind: 'user' as const, id: userID, name: 'Olga Test', picture: null };
    expect(chatActions(sampleThread({ senderType: 'user', from: person })).buyerProfile).toBeNull();
  });

  it('offers End Conversation only while the thread is open', () => {
    expect(chatActions(sampleThread()).endConversation).toBe(true);
    expect(chatActions(sampleThread({ status: 'closed' })).endConversation).toBe(false);
  });

  it("links the other side's name to its page", () => {
    expect(partyHref({ kind: 'user', id: userID, name: 'Olga', picture: null })).toBe(`/profile/${userID}`);
    expect(partyHref({ kind: 'business', id: buyerBusinessID, name: 'N', picture: null })).toBe(
      `/business/${buyerBusinessID}`,
    );
  });
});
