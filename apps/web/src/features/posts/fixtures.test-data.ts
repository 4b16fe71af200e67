import type { Author, Post } from '@wbn/contracts';

export const userID = '0b0e8f3c-1111-4222-8333-944455556666';
export const businessID = '7c1e4a2b-5d6f-4e8a-9b0c-1d2e3f4a5b6c';

export const person: Author = { kind: 'user', id: userID, name: 'Lucía Fernández', photo: null };
export const company: Author = {
  kind: 'business',
  id: businessID,
  name: 'Acme Gears',
  photo: { url: '/files/images/logo/acme.webp' },
};

let n = 0;
/** A post as the API answers it; `over` changes any part. */
export function samplePost(over: Partial<Post> = {}): Post {
  n += 1;
  const postID = `9a000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const author = over.author ?? person;
  const content = over.content ?? `Post number ${n}`;
  const createdAt = Math.floor(Date.now() / 1000) - 2 * 3600;
  return {
    postID,
    content,
    createdAt,
    timelineID: author.id,
    timelineType: author.kind,
    businessID: author.kind === 'business' ? author.id : null,
    author,
    header: { author, metadata: { datetime: new Date(createdAt * 1000).toISOString(), resourceID: postID } },
    body: { text: content, picture: null },
    reactions: { reactionCount: { like: 4 } },
    commentCount: 2,
    session: { canRemove: false },
    ...over,
  };
}
