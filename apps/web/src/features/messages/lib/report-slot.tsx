import { createContext, useContext, type ReactNode } from 'react';

/**
 * The dialog that reports a conversation or a received message to the moderators, while `open`
 * (the moderation feature's, handed in by the page in src/app that composes the message center).
 */
export type ChatReportSlot = (
  item: { itemType: 'thread' | 'message'; itemID: string; name: string },
  open: boolean,
  onOpenChange: (open: boolean) => void,
) => ReactNode;

const ChatReportContext = createContext<ChatReportSlot | null>(null);

export const ChatReportProvider = ChatReportContext.Provider;

/** The report dialog, or null where none is handed in (nothing to report from is offered). */
export const useChatReport = (): ChatReportSlot | null => useContext(ChatReportContext);
