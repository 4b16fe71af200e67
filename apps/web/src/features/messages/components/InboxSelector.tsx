import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Inbox } from '@wbn/contracts';
import { Avatar } from '../../../shared/ui/text/Avatar.tsx';

/**
 * The business selector (core spec §2 "Message center"): the user's own inbox, then each business
 * they belong to, each with its unread count; one link per inbox, the open one marked current.
 */
export function InboxSelector({ inboxes, current }: { inboxes: readonly Inbox[]; current: string }) {
  const { t } = useTranslation('messages', { keyPrefix: 'inboxes' });
  if (inboxes.length < 2) return null;
  return (
    <nav className="mc-inboxes" aria-label={t('label')}>
      <ul className="mc-inboxes__list">
        {inboxes.map((inbox) => {
          const isCurrent = inbox.ubid === current;
          return (
            <li key={inbox.ubid}>
              <Link
                to={`/business/${inbox.ubid}/requests`}
                className={`mc-inbox${isCurrent ? ' mc-inbox--current' : ''}`}
                aria-current={isCurrent ? 'page' : undefined}
              >
                <Avatar
                  photo={inbox.picture}
                  name={inbox.name}
                  size={28}
                  square={inbox.kind === 'business'}
                />
                <span className="mc-inbox__text">
                  <span className="mc-inbox__name">{inbox.name}</span>
                  <span className="mc-inbox__kind">{t(inbox.kind === 'user' ? 'personal' : 'business')}</span>
                </span>
                {inbox.unread > 0 ? (
                  <span className="mc-count">
                    <span aria-hidden="true">{inbox.unread > 99 ? '99+' : inbox.unread}</span>
                    <span className="visually-hidden">{t('unread', { count: inbox.unread })}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
