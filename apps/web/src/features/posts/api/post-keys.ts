/**
 * Cache keys of posts, the newsfeed and timelines. Every answer carries the viewer's rights
 * (`session.canRemove`), so the viewer (a user id, or 'visitor') is part of each key: a sign-in
 * never shows someone else's Remove post.
 */
export const postKeys = {
  all: ['posts'] as const,
  /** GET /api/newsfeed/load, page by page (nextID). */
  newsfeed: (viewer: string) => [...postKeys.all, 'newsfeed', viewer] as const,
  /** GET /api/timeline/load/{id}, page by page (skip). */
  timelines: () => [...postKeys.all, 'timeline'] as const,
  timeline: (timelineID: string, viewer: string) => [...postKeys.timelines(), timelineID, viewer] as const,
  /** GET /api/social/posts/{postID}. */
  post: (postID: string, viewer: string) => [...postKeys.all, 'post', postID, viewer] as const,
};

/** The viewer part of a key. */
export const viewerKey = (userID: string | null): string => (userID ? `u:${userID}` : 'visitor');

/** A feed changes as people post; a minute keeps going back and forth cheap without going stale. */
export const FEED_STALE_MS = 60 * 1000;

/** More newsfeed posts load by themselves this long after the last load (spec §4: about 4 s). */
export const AUTO_LOAD_DELAY_MS = 4000;
