import { decodeKeyset, encodeKeyset } from '../../lib/keyset-cursor.ts';
import type { FeedCursor } from './posts.repository.ts';

/**
 * The newsfeed's `nextID`: base64url of the last post's exact created_at and id. Opaque to the
 * browser; a new post cannot shift a page the way an offset would.
 */
export const encodeCursor = (cursor: FeedCursor): string =>
  encodeKeyset({ at: cursor.createdAt, id: cursor.postId });

/** The cursor in `nextID`; a malformed one is a 400 naming `query.nextID`. */
export function decodeCursor(nextID: string): FeedCursor {
  const p = decodeKeyset(nextID, 'query.nextID', 'Not a newsfeed cursor: start again from the first page');
  return { createdAt: p.at, postId: p.id };
}
