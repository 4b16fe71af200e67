import { describe, expect, it } from 'vitest';
import { limits, postLimits, type TimelineResponse } from '@wbn/contracts';
import { samplePost, userID } from '../fixtures.test-data.ts';
import { postsOf, withPostOnTop } from './feed-pages.ts';
import { makePostBody, pictureTarget } from './make-post.ts';
import { nextTimelineSkip } from './timeline.ts';

const timelinePage = (count: number): TimelineResponse => ({
  timelineID: userID,
  timelineType: 'user',
  posts: Array.from({ length: count }, () => samplePost()),
});

describe('feed pages', () => {
  it('show each post once, in page order', () => {
    const [a, b, c] = [samplePost(), samplePost(), samplePost()];
    expect(postsOf([{ posts: [a!, b!] }, { posts: [b!, c!] }]).map((p) => p.postID)).toEqual([
      a!.postID,
      b!.postID,
      c!.postID,
    ]);
    expect(postsOf(undefined)).toEqual([]);
  });

  it('put a new post on top of the first page, once', () => {
    const old = samplePost();
    const data = { pages: [{ posts: [old], nextID: 'abc', suggestions: [] }], pageParams: [null] };
    const post = samplePost();
    const next = withPostOnTop(data, post)!;
    expect(next.pages[0]!.posts.map((p) => p.postID)).toEqual([post.postID, old.postID]);
    expect(withPostOnTop(next, post)!.pages[0]!.posts).toHaveLength(2);
    expect(next.pageParams).toEqual([null]);
    // A feed nobody has loaded stays unloaded (it will load with the post in it).
    expect(withPostOnTop(undefined, post)).toBeUndefined();
  });

  it('page a timeline by 10 until a short page, within the served depth', () => {
    const full = timelinePage(limits.timelinePageSize);
    expect(nextTimelineSkip(full, [full])).toBe(10);
    expect(nextTimelineSkip(full, [full, full])).toBe(20);
    const short = timelinePage(3);
    expect(nextTimelineSkip(short, [full, short])).toBeUndefined();
    const deep = Array.from({ length: postLimits.timelineSkipMax / 10 + 1 }, () => full);
    expect(nextTimelineSkip(full, deep)).toBeUndefined();
  });
});

describe('the make-post body (spec §7)', () => {
  it('posts as the user on their own timeline', () => {
    expect(makePostBody({ userID, content: '  New gearbox line  ', businessID: null })).toEqual({
      content: 'New gearbox line',
      timelineID: userID,
      timelineType: 'user',
      businessID: null,
      picture: null,
    });
    expect(pictureTarget(null)).toEqual({ kind: 'user', purpose: 'postImage' });
  });

  it('posts as a business on its timeline, with the picture uploaded for that business', () => {
    const biz = '7c1e4a2b-5d6f-4e8a-9b0c-1d2e3f4a5b6c';
    expect(makePostBody({ userID, content: 'Hi', businessID: biz }, 'token-1')).toEqual({
      content: 'Hi',
      timelineID: biz,
      timelineType: 'business',
      businessID: biz,
      picture: 'token-1',
    });
    expect(pictureTarget(biz)).toEqual({ kind: 'business', purpose: 'postImage', businessID: biz });
  });

  it('names the language its author chose, and leaves it to the server otherwise', () => {
    const post = { userID, content: 'Hola', businessID: null };
    expect(makePostBody({ ...post, language: 'es' })).toMatchObject({ content: 'Hola', language: 'es' });
    expect(makePostBody({ ...post, language: null })).not.toHaveProperty('language');
  });
});
