import { useTranslation } from 'react-i18next';
import { messages, type Post } from '@wbn/contracts';
import { PostCard } from './PostCard.tsx';
import { say } from '../../../shared/i18n/say.ts';

export interface PostListProps {
  posts: readonly Post[];
  /** The list's name for screen readers ("Newsfeed", "Posts of Acme"). */
  label: string;
  hasMore: boolean;
  loadingMore: boolean;
  /** Loading the next page failed: its message and Try again replace Load more. */
  moreFailed: string | null;
  onLoadMore: () => void;
}

/** Post cards one under the other, then Load more (Loading while a page comes). */
export function PostList({ posts, label, hasMore, loadingMore, moreFailed, onLoadMore }: PostListProps) {
  const { t } = useTranslation('posts');
  return (
    <div className="post-list">
      <ul className="post-list__items" aria-label={label}>
        {posts.map((post) => (
          <li key={post.postID}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {moreFailed ? (
        <div className="post-list__problem" role="alert">
          <p>{moreFailed}</p>
          <button type="button" className="button button--ghost" onClick={onLoadMore}>
            {t('feed.retry')}
          </button>
        </div>
      ) : hasMore ? (
        <button
          type="button"
          className="button button--ghost post-list__more"
          disabled={loadingMore}
          aria-busy={loadingMore}
          onClick={onLoadMore}
        >
          {loadingMore ? say(messages.loading) : t('feed.loadMore')}
        </button>
      ) : posts.length > 0 ? (
        <p className="post-list__end">{t('feed.end')}</p>
      ) : null}
    </div>
  );
}

/** A feed's first page on its way. */
export function FeedLoading() {
  return (
    <p className="feed-status" role="status">
      <span className="spinner feed-status__spinner" aria-hidden="true" /> {say(messages.loading)}
    </p>
  );
}
