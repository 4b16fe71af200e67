import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@wbn/db/testing';
import type { DatabaseHandle } from '@wbn/db';
import { postLimits } from '@wbn/contracts';
import { postsRepository } from '../../../apps/api/src/modules/posts/posts.repository.ts';
import type { SqlRunner } from '../sql-runner.ts';
import { describePostsData, feedPositions, loadPostsData, postsSizes } from './load.ts';

// The posts benchmark's loader at its smallest: the same statements as at 1M posts.

const factor = 0.001;

describe('the posts benchmark loader', () => {
  let handle: DatabaseHandle;
  let sql: SqlRunner;
  const sizes = postsSizes(factor);

  beforeAll(async () => {
    handle = await createTestDatabase();
    sql = handle.db.$client;
    await loadPostsData([sql], { seed: 'posts-bench-test', factor, log: () => {} });
  }, 180_000);
  afterAll(() => handle?.close());

  it('makes the posts, the viewer follows and the long thread asked for', async () => {
    const facts = await describePostsData(sql);
    const { rows } = await sql.query(
      `SELECT (SELECT count(*) FROM posts)::int AS posts,
              (SELECT count(*) FROM posts WHERE timeline_type = 'business')::int AS business_posts,
              (SELECT count(*) FROM follows WHERE user_id = $1)::int AS follows,
              (SELECT count(*) FROM comments WHERE resource_type = 'comment'
                  AND resource_id IN (SELECT comment_id FROM comments WHERE resource_id = $2))::int AS replies`,
      [facts.viewer.userId, facts.thread.postId],
    );
    expect(rows[0]).toEqual({
      posts: sizes.posts,
      business_posts: Math.round(sizes.posts * sizes.businessShare),
      follows: sizes.follows,
      replies: 150,
    });
    // The long thread, and whatever of the spread comments fell on the same post.
    expect(facts.thread.comments).toBeGreaterThanOrEqual(sizes.threadComments);
    expect(facts.feedPosts).toBeGreaterThan(sizes.follows);
    // The busiest business posts far more than the average one (the skew).
    expect(facts.busiestBusiness.posts).toBeGreaterThan(
      ((sizes.posts * sizes.businessShare) / sizes.businesses) * 3,
    );
  });

  it('puts the long thread on a post of the viewer first newsfeed page', async () => {
    const facts = await describePostsData(sql);
    const page = await postsRepository.newsfeed(
      handle.db,
      facts.viewer.userId,
      null,
      postLimits.newsfeedPageSize,
    );
    expect(page.map((p) => p.postId)).toContain(facts.thread.postId);
    expect(page.find((p) => p.postId === facts.thread.postId)?.comments).toBe(facts.thread.comments);
  });

  it('finds the deep cursors where paging the newsfeed page by page arrives', async () => {
    const { viewer } = await describePostsData(sql);
    const size = postLimits.newsfeedPageSize;
    let cursor: { createdAt: string; postId: string } | null = null;
    for (let page = 1; page <= 3; page++) {
      const rows = await postsRepository.newsfeed(handle.db, viewer.userId, cursor, size);
      const last = rows.at(-1)!;
      cursor = { createdAt: last.createdAtExact, postId: last.postId };
      const [position] = await feedPositions(sql, viewer.userId, page * size, 1);
      expect(position).toEqual(cursor);
    }
  });
});
