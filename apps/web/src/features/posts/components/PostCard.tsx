import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Post } from '@wbn/contracts';
import { copyLink } from '../../../shared/ui/copy-link.ts';
import { Avatar } from '../../../shared/ui/text/Avatar.tsx';
import { LinkifiedText } from '../../../shared/ui/text/LinkifiedText.tsx';
import { RelativeTime } from '../../../shared/ui/text/RelativeTime.tsx';
import { SponsoredLabel, reportSponsoredOpen } from '../../../shared/ui/Sponsored.tsx';
import { authorHref } from '../../../shared/ui/author-href.ts';
import { postPermalink } from '../lib/permalink.ts';
import { usePostSlots } from '../lib/post-slots.tsx';
import { CommentIcon, ShareIcon } from './icons.tsx';
import { PostMenu } from './PostMenu.tsx';
import '../posts.css';

/**
 * A post card (core spec §2 "Cards", at most 500px wide): the author (a person with their photo,
 * or a business with its logo and company name), the time ("3 hours ago", the full date as its
 * tooltip, a link to the post), the settings menu for a signed-in viewer (Remove post or Report post),
 * the text with its links made safe, the picture, the like toggle with its count, the comments
 * (opened from their count) and Share, which copies the post's link. A post an advertising boost
 * put in a newsfeed is marked Sponsored, and opening its author or its page is reported.
 */
export function PostCard({ post, highlighted }: { post: Post; highlighted?: boolean }) {
  const { t } = useTranslation('posts');
  const id = useId();
  const slots = usePostSlots();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [myComments, setMyComments] = useState(0);
  const author = post.header.author;
  const permalink = postPermalink(post);
  const comments = post.commentCount + myComments;

  const opened = post.sponsored ? () => reportSponsoredOpen(post.sponsored) : undefined;
  const classes = [
    'post-card',
    highlighted ? 'post-card--highlighted' : '',
    post.sponsored ? 'post-card--sponsored' : '',
  ]
    .filter(Boolean)
    .join(' ');

  const share = () => copyLink(permalink, t('card.linkCopied'), (url) => t('card.copyFailed', { url }));

  return (
    <article
      className={classes}
      aria-labelledby={`${id}-author`}
      aria-describedby={`${id}-time`}
      data-post-id={post.postID}
    >
      <header className="post-card__header">
        <Link
          to={authorHref(author)}
          tabIndex={-1}
          aria-hidden="true"
          className="post-card__avatar"
          onClick={opened}
        >
          <Avatar photo={author.photo} name={author.name} size={44} square={author.kind === 'business'} />
        </Link>
        <div className="post-card__who">
          <Link id={`${id}-author`} className="post-card__author" to={authorHref(author)} onClick={opened}>
            {author.name}
          </Link>
          <Link id={`${id}-time`} className="post-card__time" to={permalink} onClick={opened}>
            <RelativeTime seconds={post.createdAt} />
          </Link>
          {post.sponsored ? <SponsoredLabel className="post-card__sponsored" /> : null}
        </div>
        {post.session ? <PostMenu post={post} authorName={author.name} /> : null}
      </header>

      <LinkifiedText className="post-card__text" text={post.body.text} lang={post.language} />
      {post.body.picture ? (
        <img
          className="post-card__picture"
          src={post.body.picture.url}
          alt={t('card.pictureAlt', { name: author.name })}
          loading="lazy"
        />
      ) : null}

      <div className="post-card__actions">
        {slots.like(post, 'post-card__like')}
        <button
          type="button"
          className="post-card__action"
          aria-expanded={commentsOpen}
          aria-controls={commentsOpen ? `${id}-comments` : undefined}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <CommentIcon />
          {t('card.comments', { count: comments })}
        </button>
        <button type="button" className="post-card__action" onClick={() => void share()}>
          <ShareIcon />
          {t('card.share')}
        </button>
      </div>

      {commentsOpen ? (
        <div id={`${id}-comments`} className="post-card__comments">
          {slots.comments(post, {
            label: t('card.commentLabel', { name: author.name }),
            onPosted: () => setMyComments((n) => n + 1),
            onRemoved: () => setMyComments((n) => n - 1),
            // Nothing to read yet: straight to the box.
            autoFocus: comments === 0,
          })}
        </div>
      ) : null}
    </article>
  );
}
