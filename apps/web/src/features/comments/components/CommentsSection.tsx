import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CommentResourceType } from '@wbn/contracts';
import { commentsQuery } from '../api/get-comments.ts';
import { CommentList, type CommentLike, type CommentReport } from './CommentList.tsx';
import '../comments.css';

/** A page's comments section (the product page): a heading with the count, the list and the box. */
export function CommentsSection({
  resourceID,
  resourceType,
  className,
  like,
  report,
  answeringBusinessID,
}: {
  resourceID: string;
  resourceType: CommentResourceType;
  className?: string;
  /** The business that answers for what the comments are on (a product's): its managers moderate. */
  answeringBusinessID?: string;
  /** Each comment's like toggle, from the page that composes the section. */
  like: CommentLike;
  /** The report dialog of a comment, from the page that composes the section. */
  report?: CommentReport;
}) {
  const { t } = useTranslation('comments');
  const headingId = useId();
  // The same cache entry as the list's: no second call.
  const total = useInfiniteQuery(commentsQuery(resourceID)).data?.pages[0]?.total;
  return (
    <section
      className={['comments-section', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="comments-section__title">
        {t('heading')}
        {total ? <span className="comments-section__count"> ({total})</span> : null}
      </h2>
      <CommentList
        resourceID={resourceID}
        resourceType={resourceType}
        boxLabel={t('box.label')}
        like={like}
        report={report}
        answeringBusinessID={answeringBusinessID}
      />
    </section>
  );
}
