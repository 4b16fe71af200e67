import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { storedTextIn, type InquiryThread } from '@wbn/contracts';
import { say } from '../../../shared/i18n/say.ts';
import { Avatar } from '../../../shared/ui/text/Avatar.tsx';
import { formatUtc, formatUtcShort, isoOf } from '../lib/format-utc.ts';

/**
 * One conversation in the list: the other side, the subject, the last message, when, and, when
 * there is something new, bold text with the number of unread messages.
 */
export function ThreadListItem({
  thread,
  ubid,
  isOpen,
  now,
}: {
  thread: InquiryThread;
  ubid: string;
  isOpen: boolean;
  now: Date;
}) {
  const { t, i18n } = useTranslation('messages', { keyPrefix: 'list' });
  const locale = i18n.language || 'en';
  const unread = thread.unread > 0;
  const classes = ['mc-thread', unread ? 'mc-thread--unread' : '', isOpen ? 'mc-thread--open' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Link
      to={`/business/${ubid}/requests/${thread.requestID}`}
      className={classes}
      aria-current={isOpen ? 'page' : undefined}
    >
      <Avatar
        photo={thread.counterpart.picture}
        name={thread.counterpart.name}
        size={40}
        square={thread.counterpart.kind === 'business'}
      />
      <span className="mc-thread__body">
        <span className="mc-thread__top">
          <span className="mc-thread__name">{thread.counterpart.name}</span>
          <time
            className="mc-thread__time"
            dateTime={isoOf(thread.lastMessageAt)}
            title={formatUtc(thread.lastMessageAt, locale)}
          >
            {formatUtcShort(thread.lastMessageAt, now, locale)}
          </time>
        </span>
        <span className="mc-thread__subject">{storedTextIn(thread.subject, say)}</span>
        <span className="mc-thread__bottom">
          <span className="mc-thread__last">{thread.lastMessage}</span>
          {thread.status === 'closed' ? <span className="mc-thread__closed">{t('closed')}</span> : null}
          {unread ? (
            <span className="mc-count">
              <span aria-hidden="true">{thread.unread > 99 ? '99+' : thread.unread}</span>
              <span className="visually-hidden">{t('unread', { count: thread.unread })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
