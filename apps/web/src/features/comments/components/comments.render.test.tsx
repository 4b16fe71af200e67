import { afterEach, describe, expect, it } from 'vitest';
import { messages, type Comment, type MyBusinessCard } from '@wbn/contracts';
import '../../../app/i18n-all.ts';
import { sessionStore } from '../../../shared/session/session.ts';
import { renderHtml, textOf } from '../../../shared/testing/render-html.test-data.tsx';
import { myBusinessesQuery } from '../../../shared/session/my-businesses.ts';
import { commentKeys } from '../api/comment-keys.ts';
import { nextCommentsSkip, type CommentsPage } from '../api/get-comments.ts';
import { CommentList } from './CommentList.tsx';
import { CommentsSection } from './CommentsSection.tsx';

// Each comment's like toggle, as a marker (src/app hands in the social feature's).
const like = (comment: Comment) => <span className="like-slot">{comment.reactions.reactionCount.like}</span>;

const postID = '5b1d2c3e-4f50-4617-8a9b-0c1d2e3f4a5b';
const userID = '0b0e8f3c-1111-4222-8333-944455556666';

const comment = (n: number, over: Partial<Comment> = {}): Comment => ({
  commentID: `c0000000-0000-4000-8000-00000000000${n}`,
  resourceID: postID,
  resourceType: 'post',
  content: `Comment ${n}`,
  createdAt: Math.floor(Date.now() / 1000) - 3600,
  whoComment: { kind: 'user', id: userID, name: 'Ana Ruiz', photo: null },
  replyCount: 0,
  reactions: { reactionCount: { like: 0 } },
  ...over,
});

const pages = (...list: CommentsPage[]) => ({ pages: list, pageParams: list.map((_, i) => i * 5) });

const render = (node: React.ReactNode, data: [readonly unknown[], unknown][] = []) =>
  renderHtml(node, { data });

const signIn = () =>
  sessionStore.set({
    status: 'authenticated',
    userID,
    profile: { userID, firstName: 'Ana', lastName: 'Ruiz' },
  });
afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

describe('comments (spec §2 "Comments")', () => {
  it('tells a visitor they must log in to comment, and still shows the comments', () => {
    const html = render(
      <CommentList resourceID={postID} resourceType="post" boxLabel="Write a comment" like={like} />,
      [[commentKeys.list(postID), pages({ comments: [comment(1)], total: 1 })]],
    );
    const text = textOf(html);
    expect(text).toContain(messages.commentLoginRequired);
    expect(text).toContain('Comment 1');
    expect(text).toContain('Ana Ruiz');
    expect(html).not.toContain('<textarea');
  });

  it('gives a member the box exactly as the spec has it', () => {
    signIn();
    const html = render(
      <CommentList resourceID={postID} resourceType="post" boxLabel="Write a comment" like={like} />,
      [[commentKeys.list(postID), pages({ comments: [], total: 0 })]],
    );
    expect(html).toMatch(/<textarea[^>]*rows="6"/);
    expect(html).toMatch(/<textarea[^>]*maxLength="512"/i);
    expect(html).toContain(`placeholder="${messages.textAreaPlaceholder}"`);
    expect(textOf(html)).toContain('0/512');
    // The send icon cannot send an empty box.
    expect(html).toMatch(/<button type="submit" class="comment-box__send" disabled=""[^>]*aria-label="Send"/);
    expect(textOf(html)).toContain('No comments yet');
    expect(html).not.toContain(messages.commentLoginRequired);
  });

  it('offers "Load more comments" while there are more, and not once all are shown', () => {
    const five = [1, 2, 3, 4, 5].map((n) => comment(n));
    const more = render(<CommentList resourceID={postID} resourceType="post" boxLabel="x" like={like} />, [
      [commentKeys.list(postID), pages({ comments: five, total: 7 })],
    ]);
    expect(textOf(more)).toContain('Load more comments');
    const all = render(<CommentList resourceID={postID} resourceType="post" boxLabel="x" like={like} />, [
      [commentKeys.list(postID), pages({ comments: five, total: 5 })],
    ]);
    expect(textOf(all)).not.toContain('Load more');
  });

  it('lists replies under "Load more replies" and offers Show replies with their count', () => {
    const withReplies = render(
      <CommentList resourceID={postID} resourceType="post" boxLabel="x" like={like} />,
      [
        [
          commentKeys.list(postID),
          pages({ comments: [comment(1, { replyCount: 3 }), comment(2)], total: 2 }),
        ],
      ],
    );
    const text = textOf(withReplies);
    expect(text).toContain('Show replies (3)');
    expect(text).toContain('Reply'); // the comment without replies
    expect(withReplies).toContain('aria-expanded="false"');

    const parent = comment(1).commentID;
    const replies = render(
      <CommentList resourceID={parent} resourceType="comment" boxLabel="x" like={like} />,
      [[commentKeys.list(parent), pages({ comments: [1, 2, 3, 4, 5].map((n) => comment(n)), total: 9 })]],
    );
    expect(textOf(replies)).toContain('Load more replies');
    // Replies have no replies of their own.
    expect(textOf(replies)).not.toContain('Show replies');
  });

  it('shows Loading while the first page comes, and "Error loading data" when it failed', () => {
    expect(
      textOf(render(<CommentList resourceID={postID} resourceType="post" boxLabel="x" like={like} />)),
    ).toContain(messages.loading);
    const failed = renderHtml(
      <CommentList resourceID={postID} resourceType="post" boxLabel="x" like={like} />,
      {
        errors: [commentKeys.list(postID)],
      },
    );
    expect(textOf(failed)).toContain(messages.errorLoadingData);
    expect(textOf(failed)).toContain('Try again');
  });

  it('makes links in a comment clickable and safe', () => {
    const html = render(<CommentList resourceID={postID} resourceType="post" boxLabel="x" like={like} />, [
      [
        commentKeys.list(postID),
        pages({
          comments: [
            comment(1, { content: 'Specs: https://acme.example/pg90 <b>x</b> javascript:alert(1)' }),
          ],
          total: 1,
        }),
      ],
    ]);
    expect(html).toContain(
      '<a href="https://acme.example/pg90" target="_blank" rel="noopener nofollow">https://acme.example/pg90</a>',
    );
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('href="javascript');
  });

  it('lets a member comment as a business they manage', () => {
    signIn();
    const mine: Partial<MyBusinessCard>[] = [
      {
        businessID: 'b1',
        access: 'owner',
        general: { companyName: 'Acme Gears' } as MyBusinessCard['general'],
      },
    ];
    const html = render(<CommentsSection resourceID={postID} resourceType="product" like={like} />, [
      [commentKeys.list(postID), pages({ comments: [comment(1)], total: 1 })],
      [myBusinessesQuery.queryKey, mine],
    ]);
    const text = textOf(html);
    expect(text).toContain('Comments (1)');
    expect(text).toContain('Comment as');
    expect(text).toContain('Ana Ruiz (you)');
  });
});

describe('nextCommentsSkip', () => {
  const page = (n: number, total: number): CommentsPage => ({
    comments: Array.from({ length: n }, (_, i) => comment(i)),
    total,
  });
  it('goes on after the comments loaded, and stops at an empty page or the total', () => {
    expect(nextCommentsSkip(page(5, 12), [page(5, 12)])).toBe(5);
    expect(nextCommentsSkip(page(5, 12), [page(5, 12), page(5, 12)])).toBe(10);
    expect(nextCommentsSkip(page(2, 12), [page(5, 12), page(5, 12), page(2, 12)])).toBeUndefined();
    expect(nextCommentsSkip(page(0, 12), [page(5, 12), page(0, 12)])).toBeUndefined();
  });
});
