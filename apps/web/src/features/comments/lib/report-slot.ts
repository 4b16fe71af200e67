import type { ReactNode } from 'react';

/** The report dialog of a comment (moderation's, from the composing page), shown while `open`. */
export type CommentReport = (
  item: { itemType: 'comment'; itemID: string; name: string },
  open: boolean,
  onOpenChange: (open: boolean) => void,
) => ReactNode;
