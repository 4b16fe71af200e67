import type { Post } from '@wbn/contracts';
import { authorOf } from '../../lib/author.ts';
import type { PostRow } from './posts.repository.ts';

const photo = (url: string | null) => (url ? { url } : null);

/** A post as every card shows it; `signedIn` decides whether the viewer gets a session part. */
export function toPost(row: PostRow, signedIn: boolean): Post {
  const author = authorOf(row);
  const created = row.createdAt;
  return {
    postID: row.postId,
    content: row.content,
    createdAt: Math.floor(created.getTime() / 1000),
    timelineID: row.timelineId,
    timelineType: row.timelineType,
    businessID: row.businessId,
    author,
    header: { author, metadata: { datetime: created.toISOString(), resourceID: row.postId } },
    body: { text: row.content, picture: photo(row.pictureUrl) },
    language: row.language,
    reactions: { reactionCount: { like: row.likes } },
    commentCount: row.comments,
    session: signedIn ? { canRemove: row.canRemove } : null,
  };
}
