import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, type Comment } from '@wbn/contracts';
import { sql, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';
import { countStatements } from '../../../test/statement-counter.ts';

let t: TestApp;
let owner: SignedInUser;
let reader: SignedInUser;
let businessID: string;
let postID: string;
let productID: string;

const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(user ? { headers: authHeaders(user.token) } : {}),
    ...(payload ? { payload } : {}),
  });

async function comment(user: SignedInUser, body: object): Promise<Comment> {
  const res = await call(user, 'POST', '/api/social/comments/make-comment', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function page(resourceID: string, skip = 0) {
  const res = await call(null, 'GET', `/api/social/comments/${resourceID}?skip=${skip}&size=5`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as { comments: Comment[]; total: number };
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, reader] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
  await call(reader, 'GET', '/api/user/profile');
  businessID = (await createBusiness(t, owner, { companyName: 'Comment Castings' })).businessID;
  const post = await call(owner, 'POST', '/api/social/posts/make-post', {
    content: 'Our castings line is open',
    timelineType: 'business',
    timelineID: businessID,
    businessID,
  });
  postID = post.json().data.postID;
  const [product] = await t.db
    .insert(tables.products)
    .values({
      businessId: businessID,
      name: 'Grey iron casting',
      industryId: 'i0001',
      categoryId: 'c0001-01',
    })
    .returning({ id: tables.products.productId });
  productID = product!.id;
});
afterAll(() => t.close());

describe('comments', () => {
  it('pages comments 5 at a time, oldest first, on posts and products', async () => {
    for (const resource of [
      { resourceID: postID, resourceType: 'post' },
      { resourceID: productID, resourceType: 'product' },
    ]) {
      for (let i = 1; i <= 7; i++) await comment(reader, { ...resource, content: `Question ${i}` });
      const first = await page(resource.resourceID);
      expect(first.total).toBe(7);
      expect(first.comments.map((c) => c.content)).toEqual([1, 2, 3, 4, 5].map((i) => `Question ${i}`));
      expect(first.comments[0]!.whoComment).toMatchObject({ kind: 'user', id: reader.userID });
      expect((await page(resource.resourceID, 5)).comments.map((c) => c.content)).toEqual([
        'Question 6',
        'Question 7',
      ]);
      expect((await page(resource.resourceID, 10)).comments).toEqual([]);
    }
    const post = (await call(null, 'GET', `/api/social/posts/${postID}`)).json().data;
    expect(post.commentCount).toBe(7);
  });

  it('keeps replies one level deep: a reply to a reply joins the top-level thread', async () => {
    const top = await comment(reader, { resourceID: postID, resourceType: 'post', content: 'Lead times?' });
    const reply = await comment(owner, {
      resourceID: top.commentID,
      resourceType: 'comment',
      content: 'Six weeks',
      businessID,
    });
    expect(reply.whoComment).toMatchObject({ kind: 'business', id: businessID });
    const replyToReply = await comment(reader, {
      resourceID: reply.commentID,
      resourceType: 'comment',
      content: 'Thanks',
    });
    expect(replyToReply.resourceID).toBe(top.commentID);
    const thread = await page(top.commentID);
    expect(thread.comments.map((c) => c.content)).toEqual(['Six weeks', 'Thanks']);
    const topNow = (await page(postID, 5)).comments.find((c) => c.commentID === top.commentID);
    expect(topNow?.replyCount).toBe(2);
  });

  it('refuses visitors, long texts, unknown resources and businesses not managed; nothing stored', async () => {
    const before = (await t.db.execute(sql`select count(*)::int as n from comments`)).rows[0]!.n;
    const body = { resourceID: postID, resourceType: 'post', content: 'Hello' };
    expect((await call(null, 'POST', '/api/social/comments/make-comment', body)).statusCode).toBe(401);
    const long = await call(reader, 'POST', '/api/social/comments/make-comment', {
      ...body,
      content: 'x'.repeat(limits.textAreaMax + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].path).toBe('body.content');
    const unknown = { ...body, resourceID: crypto.randomUUID() };
    expect((await call(reader, 'POST', '/api/social/comments/make-comment', unknown)).statusCode).toBe(404);
    const wrongType = { ...body, resourceType: 'product' };
    expect((await call(reader, 'POST', '/api/social/comments/make-comment', wrongType)).statusCode).toBe(404);
    const asOther = { ...body, businessID };
    expect((await call(reader, 'POST', '/api/social/comments/make-comment', asOther)).statusCode).toBe(403);
    expect((await t.db.execute(sql`select count(*)::int as n from comments`)).rows[0]!.n).toBe(before);
    expect((await call(null, 'GET', `/api/social/comments/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('reads a page of comments in at most 3 SQL statements', async () => {
    await page(postID);
    const counted = await countStatements(t.db, () =>
      call(null, 'GET', `/api/social/comments/${postID}?size=5`),
    );
    expect(counted.result.statusCode).toBe(200);
    expect(counted.statements).toBeLessThanOrEqual(3);
  });

  it('lets people like a post and a comment', async () => {
    const c = (await page(postID)).comments[0]!;
    for (const [type, id] of [
      ['post', postID],
      ['comment', c.commentID],
    ] as const) {
      const like = await call(reader, 'POST', `/api/social/reaction/react/${type}`, { resourceID: id });
      expect(like.statusCode, like.body).toBe(200);
      expect(like.json().data.reactionCount.like).toBe(1);
    }
  });

  it('removes a comment for its author or whoever answers for the post, never for a stranger', async () => {
    const stranger = await createSignedInUser(t);
    const remove = (user: SignedInUser | null, commentID: string) =>
      call(user, 'DELETE', '/api/social/comments/remove-comment', { commentID });
    const before = (await call(null, 'GET', `/api/social/posts/${postID}`)).json().data
      .commentCount as number;
    const mine = await comment(reader, {
      resourceID: postID,
      resourceType: 'post',
      content: 'Mine to take back',
    });
    const other = await comment(reader, { resourceID: postID, resourceType: 'post', content: 'Off topic' });
    const reply = await comment(stranger, {
      resourceID: other.commentID,
      resourceType: 'comment',
      content: 'Reply',
    });

    expect((await remove(null, mine.commentID)).statusCode).toBe(401);
    const refused = await remove(stranger, mine.commentID);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Only its author/);
    expect((await remove(reader, mine.commentID)).statusCode).toBe(200);
    // The business that owns the post removes a comment on it, and a reply under another comment.
    expect((await remove(owner, reply.commentID)).statusCode).toBe(200);
    expect((await remove(owner, other.commentID)).statusCode).toBe(200);
    // Gone from the pages and the count; a second removal is a 404; a malformed id a 400.
    const left = await page(postID, 0);
    expect(left.comments.map((c) => c.commentID)).not.toContain(mine.commentID);
    expect((await call(null, 'GET', `/api/social/posts/${postID}`)).json().data.commentCount).toBe(before);
    expect((await remove(reader, mine.commentID)).statusCode).toBe(404);
    const malformed = await remove(reader, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('body.commentID');
  });
});
