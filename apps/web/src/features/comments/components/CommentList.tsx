import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages, type Comment, type CommentResourceType } from '@wbn/contracts';
import { Avatar } from '../../../shared/ui/text/Avatar.tsx';
import { LinkifiedText } from '../../../shared/ui/text/LinkifiedText.tsx';
import { RelativeTime } from '../../../shared/ui/text/RelativeTime.tsx';
import { commentKeys } from '../api/comment-keys.ts';
import { commentsQuery } from '../api/get-comments.ts';
import { authorHref } from '../../../shared/ui/author-href.ts';
import { useSession } from '../../../shared/session/session.ts';
import { myBusinessesQuery } from '../../../shared/session/my-businesses.ts';
import { mayRemoveComment } from '../lib/removal-right.ts';
import { CommentBox } from './CommentBox.tsx';
import { say } from '../../../shared/i18n/say.ts';
import type { CommentReport } from '../lib/report-slot.ts';
import '../comments.css';

export type { CommentReport };

// The menu (remove, or report) comes only to a signed-in viewer, after the list's first render:
// visitors and the product page's first load do not carry it (decision 0015).
const CommentMenu = lazy(() => import('./CommentMenu.tsx').then((m) => ({ default: m.CommentMenu })));

export interface CommentListProps {
  resourceID: string;
  /** 'comment' lists the replies to a comment. */
  resourceType: CommentResourceType;
  /** The comment box's name for screen readers. */
  boxLabel: string;
  /** Told after the viewer's own comment was stored (a post card counts it). */
  onPosted?: (comment: Comment) => void;
  /** Told after a comment of the list was removed (a post card's count goes down). */
  onRemoved?: (comment: Comment) => void;
  /** Put the keyboard in the comment box when the list appears. */
  autoFocus?: boolean;
  /** Each comment's like toggle (the social feature's), from the page that composes the list. */
  like: CommentLike;
  /** The dialog that reports a comment to the moderators (moderation's), from the composing page. */
  report?: CommentReport;
  /**
   * The viewer answers for what the comments are on (the post's author, an owner or admin of the
   * post's or product's business): they may remove any of them. Authors may remove their own.
   */
  moderated?: boolean;
  /** The business that answers for what the comments are on: its owners and admins moderate. */
  answeringBusinessID?: string | undefined;
}

/** A comment's like toggle, starting from the count the comment carries. */
export type CommentLike = (comment: Comment) => ReactNode;

/**
 * The comments (or replies) of a post, product or comment, oldest first, 5 at a time (spec §2
 * "Comments", §9): "Load more comments" / "Load more replies" says Loading while a page comes and
 * is gone once a page comes back empty (or everything is shown); then the comment box. After the
 * viewer's comment is stored the list is loaded again, and their comment is shown at the end at
 * once, even while it lies beyond the pages loaded so far.
 */
export function CommentList({
  resourceID,
  resourceType,
  boxLabel,
  onPosted,
  onRemoved,
  autoFocus,
  like,
  report,
  moderated = false,
  answeringBusinessID,
}: CommentListProps) {
  const { t } = useTranslation('comments');
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(commentsQuery(resourceID));
  const [posted, setPosted] = useState<Comment[]>([]);
  const replies = resourceType === 'comment';

  const loaded = query.data?.pages.flatMap((p) => p.comments) ?? [];
  const seen = new Set(loaded.map((c) => c.commentID));
  const shown = [...loaded, ...posted.filter((c) => !seen.has(c.commentID))];

  const mayRemove = useRemovalRight(moderated, answeringBusinessID);
  const removed = (comment: Comment) => {
    setPosted((list) => list.filter((c) => c.commentID !== comment.commentID));
    void queryClient.invalidateQueries({ queryKey: commentKeys.list(resourceID) });
    onRemoved?.(comment);
  };

  const posting = (comment: Comment) => {
    setPosted((list) => [...list, comment]);
    void queryClient.invalidateQueries({ queryKey: commentKeys.list(resourceID) });
    onPosted?.(comment);
  };

  let body;
  if (query.isPending) {
    body = (
      <p className="comments__status" role="status">
        {say(messages.loading)}
      </p>
    );
  } else if (query.isError && !query.data) {
    body = (
      <p className="comments__status comments__status--error" role="alert">
        {say(messages.errorLoadingData)}{' '}
        <button type="button" className="link-button comments__link" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  } else if (shown.length === 0) {
    body = replies ? null : <p className="comments__status">{t('empty')}</p>;
  } else {
    body = (
      <ul className={replies ? 'comments__list comments__list--replies' : 'comments__list'}>
        {shown.map((comment) => (
          <li key={comment.commentID}>
            <CommentItem
              comment={comment}
              isReply={replies}
              like={like}
              report={report}
              mayRemove={mayRemove}
              onRemoved={() => removed(comment)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={replies ? 'comments comments--replies' : 'comments'}>
      {body}
      {query.hasNextPage ? (
        <button
          type="button"
          className="link-button comments__link comments__more"
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage
            ? say(messages.loading)
            : replies
              ? t('more.replies')
              : t('more.comments')}
        </button>
      ) : null}
      {query.isFetchNextPageError ? (
        <p className="comments__status comments__status--error" role="alert">
          {say(messages.errorLoadingData)}
        </p>
      ) : null}
      <CommentBox
        resourceID={resourceID}
        resourceType={resourceType}
        label={boxLabel}
        onPosted={posting}
        autoFocus={autoFocus}
      />
    </div>
  );
}

/**
 * One comment: who wrote it (a person, or a business they manage), when, the text with its links,
 * a like toggle, and for a top-level comment its replies behind Show replies / Hide replies (a
 * reply to a reply is stored against the top-level comment, so there is one level).
 */
function CommentItem({
  comment,
  isReply,
  like,
  report,
  mayRemove,
  onRemoved,
}: {
  comment: Comment;
  isReply: boolean;
  like: CommentLike;
  report: CommentReport | undefined;
  mayRemove: (comment: Comment) => boolean;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('comments');
  const { userID } = useSession();
  const removable = mayRemove(comment);
  const [repliesOpen, setRepliesOpen] = useState(false);
  const [replyCount, setReplyCount] = useState(comment.replyCount);
  const author = comment.whoComment;
  const nameId = `comment-${comment.commentID}`;
  const repliesId = `replies-${comment.commentID}`;

  return (
    <article className={isReply ? 'comment comment--reply' : 'comment'} aria-labelledby={nameId}>
      <Avatar
        photo={author.photo}
        name={author.name}
        size={isReply ? 28 : 36}
        square={author.kind === 'business'}
      />
      <div className="comment__main">
        <div className="comment__bubble">
          <p className="comment__head">
            <Link id={nameId} className="comment__author" to={authorHref(author)}>
              {author.name}
            </Link>
            <span className="comment__time">
              <RelativeTime seconds={comment.createdAt} />
            </span>
            {removable || (userID !== null && report) ? (
              <Suspense fallback={null}>
                <CommentMenu
                  comment={comment}
                  onRemoved={onRemoved}
                  report={removable ? undefined : report}
                />
              </Suspense>
            ) : null}
          </p>
          <LinkifiedText className="comment__text" text={comment.content} />
        </div>
        <div className="comment__actions">
          {like(comment)}
          {isReply ? null : (
            <button
              type="button"
              className="link-button comments__link"
              aria-expanded={repliesOpen}
              aria-controls={repliesOpen ? repliesId : undefined}
              onClick={() => setRepliesOpen((open) => !open)}
            >
              {repliesOpen
                ? t('replies.hide')
                : replyCount > 0
                  ? t('replies.show', { count: replyCount })
                  : t('replies.reply')}
            </button>
          )}
        </div>
        {repliesOpen ? (
          <div id={repliesId} className="comment__replies">
            <CommentList
              resourceID={comment.commentID}
              resourceType="comment"
              boxLabel={t('replies.boxLabel', { name: author.name })}
              onPosted={() => setReplyCount((n) => n + 1)}
              onRemoved={() => setReplyCount((n) => Math.max(0, n - 1))}
              // Opened with Reply (no replies to read first): straight to the box.
              autoFocus={comment.replyCount === 0}
              like={like}
              report={report}
              // Whoever may remove a comment may remove its replies.
              moderated={removable}
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** The viewer may remove every comment of the list (see `mayRemoveComment`). */
function useRemovalRight(moderated: boolean, answeringBusinessID: string | undefined) {
  const { userID } = useSession();
  const mine = useQuery({ ...myBusinessesQuery, enabled: userID !== null && !moderated });
  return (comment: Comment): boolean =>
    mayRemoveComment({ userID, moderated, answeringBusinessID, myBusinesses: mine.data ?? [] }, comment);
}
