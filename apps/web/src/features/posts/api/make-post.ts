import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MakePostBody, Post } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { uploadImage, type UploadTarget } from '../../../shared/upload/index.ts';
import { primePostCounts, withPostOnTop } from './feed-pages.ts';
import { newsfeedQuery } from './newsfeed.ts';
import { viewerKey } from './post-keys.ts';
import { timelineQuery } from './timeline.ts';

export interface NewPost {
  userID: string;
  content: string;
  /** Posting as this business (on its timeline); null: as the user, on their own. */
  businessID: string | null;
  picture: File | null;
  /** The language the author says the post is in; null or absent: the server detects it. */
  language?: string | null;
}

/** The upload a post's picture goes through: the user's, or the business's it is posted as. */
export const pictureTarget = (businessID: string | null): UploadTarget =>
  businessID
    ? { kind: 'business', purpose: 'postImage', businessID }
    : { kind: 'user', purpose: 'postImage' };

/** The make-post body (core spec §7): a user's post goes on their timeline, a business's on its own. */
export function makePostBody(post: Omit<NewPost, 'picture'>, pictureToken?: string): MakePostBody {
  return {
    content: post.content.trim(),
    timelineID: post.businessID ?? post.userID,
    timelineType: post.businessID ? 'business' : 'user',
    businessID: post.businessID,
    picture: pictureToken ?? null,
    ...(post.language ? { language: post.language } : {}),
  };
}

/**
 * POST /api/social/posts/make-post, after uploading the picture if there is one (the upload is
 * made for whoever the post is written as, so its token belongs to them). The new post goes on
 * top of the newsfeed and of its timeline wherever those are loaded.
 */
export function useMakePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (post: NewPost) => {
      const token = post.picture
        ? (await uploadImage(post.picture, pictureTarget(post.businessID))).token
        : undefined;
      return apiRequest<Post>('/social/posts/make-post', { method: 'POST', body: makePostBody(post, token) });
    },
    onSuccess: (post, { userID }) => {
      const viewer = viewerKey(userID);
      primePostCounts(client, [post]);
      client.setQueryData(newsfeedQuery(viewer).queryKey, (data) => withPostOnTop(data, post));
      client.setQueryData(timelineQuery(post.timelineID, viewer).queryKey, (data) =>
        withPostOnTop(data, post),
      );
    },
  });
}
