import { createContext, useContext, type ReactNode } from 'react';
import type { Post } from '@wbn/contracts';

/**
 * What a post card and the newsfeed show of other features: the like toggle, the comments and the
 * follow toggle of a suggested business. The page in src/app that composes a screen of posts
 * provides them (a feature imports no other); cards sit deep in lists, hence a context.
 */
export interface PostSlots {
  /** The like toggle, starting from the count the post carries. */
  like(post: Post, className: string): ReactNode;
  /** The post's comments with their box, once opened from the card. */
  comments(
    post: Post,
    box: { label: string; onPosted: () => void; onRemoved: () => void; autoFocus: boolean },
  ): ReactNode;
  /** The follow toggle of a business the empty newsfeed suggests. */
  follow(businessID: string, className: string): ReactNode;
  /** The dialog that reports the post (or one of its comments) to the moderators, while `open`. */
  reportDialog(
    item: { itemType: 'post' | 'comment'; itemID: string; name: string },
    open: boolean,
    onOpenChange: (open: boolean) => void,
  ): ReactNode;
}

const PostSlotsContext = createContext<PostSlots | null>(null);

export const PostSlotsProvider = PostSlotsContext.Provider;

export function usePostSlots(): PostSlots {
  const slots = useContext(PostSlotsContext);
  // A screen of posts rendered outside its composing page: a developer's mistake, shown loudly.
  if (!slots) throw new Error('Posts are shown inside a PostSlotsProvider (see src/app/pages).');
  return slots;
}
