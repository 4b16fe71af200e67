import type { InquiryThread } from '@wbn/contracts';

/**
 * What the chat's settings menu offers (core spec §2 "Message center"): End Conversation while
 * the thread is open; 'Watch Buyer Profile' only to the receiving business (the inbox reads the
 * thread on side R) when the sender is a business, leading to that business's page.
 */
export interface ChatActions {
  endConversation: boolean;
  buyerProfile: string | null;
}

export function chatActions(thread: InquiryThread): ChatActions {
  return {
    endConversation: thread.status !== 'closed',
    buyerProfile:
      thread.side === 'R' && thread.senderType === 'business' ? `/business/${thread.from.id}` : null,
  };
}

/**
 * Where Report conversation and Report message lead: the moderation feature's report page for
 * that item (decision 0033), which a signed-in party sends as a report.
 */
export const reportHref = (itemType: 'thread' | 'message', itemID: string): string =>
  `/report-illegal-content?report=${itemType}:${itemID}`;

/** Where the other side's name leads: a business's page or a person's profile. */
export const partyHref = (party: InquiryThread['counterpart']): string =>
  party.kind === 'business' ? `/business/${party.id}` : `/profile/${party.id}`;
