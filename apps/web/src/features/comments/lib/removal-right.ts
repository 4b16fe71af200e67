import { canManageBusiness, type Comment, type MyBusinessCard } from '@wbn/contracts';

export interface RemovalViewer {
  userID: string | null;
  /** The viewer answers for what the comments are on (a post they may remove). */
  moderated: boolean;
  /** The business that answers for what the comments are on (a product's). */
  answeringBusinessID: string | undefined;
  myBusinesses: readonly Pick<MyBusinessCard, 'businessID' | 'access'>[];
}

/**
 * Whether the viewer may remove a comment, as the API decides it: they answer for the list,
 * manage the business that does, wrote the comment, or manage the business it was written as.
 */
export function mayRemoveComment(viewer: RemovalViewer, comment: Comment): boolean {
  if (viewer.userID === null) return false;
  const manages = (businessID: string) =>
    viewer.myBusinesses.some((b) => b.businessID === businessID && canManageBusiness(b.access));
  if (viewer.moderated) return true;
  if (viewer.answeringBusinessID !== undefined && manages(viewer.answeringBusinessID)) return true;
  const author = comment.whoComment;
  return author.kind === 'user' ? author.id === viewer.userID : manages(author.id);
}
