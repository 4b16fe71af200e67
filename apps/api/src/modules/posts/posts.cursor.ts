import { AppError } from '../../lib/app-error.ts';
import type { FeedCursor } from './posts.repository.ts';

/**
 * The newsfeed's `nextID`: base64url of the last post's exact created_at and id. Opaque to the
 * browser; a new post cannot shift a page the way an offset would.
 */
export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.postId}`, 'utf8').toString('base64url');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// PostgreSQL's timestamptz text: 2026-11-25 17:41:48.123456+00
const timestampPattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** The cursor in `nextID`; a malformed one is a 400 naming `query.nextID`. */
export function decodeCursor(nextID: string): FeedCursor {
  const [createdAt, postId, extra] = Buffer.from(nextID, 'base64url').toString('utf8').split('|');
  if (
    extra !== undefined ||
    !createdAt ||
    !postId ||
    !timestampPattern.test(createdAt) ||
    !uuidPattern.test(postId)
  ) {
    throw AppError.badRequest('query.nextID', 'Not a newsfeed cursor: start again from the first page');
  }
  return { createdAt, postId };
}
