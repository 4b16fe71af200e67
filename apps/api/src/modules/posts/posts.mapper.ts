import type { Post } from '@wbn/contracts';
import { authorOf } from '../../lib/author.ts';
import type { PostRow } from './posts.repository.ts';

const photo = (url: string | null) => (url ? { url } : null);

/** A post as every card shows it; `signedIn` decides whether the viewer gets a session part. */
export function toPost(row: PostRow, signedIn: boolean): Post {
  const author = authorOf(row);
  const created = new Date(row.created_at);
  return {
    postID: row.post_id,
    content: row.content,
    createdAt: Math.floor(created.getTime() / 1000),
    timelineID: row.timeline_id,
    timelineType: row.timeline_type,
    businessID: row.business_id,
    author,
    header: { author, metadata: { datetime: created.toISOString(), resourceID: row.post_id } },
    body: { text: row.content, picture: photo(row.picture_url) },
    reactions: { reactionCount: { like: row.likes } },
    commentCount: row.comments,
    session: signedIn ? { canRemove: row.can_remove } : null,
  };
}
