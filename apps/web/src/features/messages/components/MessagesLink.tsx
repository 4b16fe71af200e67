import { Suspense, lazy, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '../../../shared/session/session.ts';
import { ownRequestsPath } from '../lib/paths.ts';
import './messages-link.css';

// The count needs TanStack Query's observer (about 3 kB) and the inboxes call: it comes just after
// the header's first render, in a chunk of its own, so the shell's first load does not carry it
// (decision 0015). The link itself works at once.
const UnreadBadge = lazy(() => import('./UnreadBadge.tsx').then((m) => ({ default: m.UnreadBadge })));

export interface MessagesLinkProps {
  children: ReactNode;
  /** The words for the badge, read after the link's name ("3 unread messages"). */
  unreadLabel: (count: number) => string;
  className?: string;
  title?: string;
  onClick?: () => void;
}

/**
 * The shell's Messages link: to the user's own message center (their inbox is addressed by their
 * user id), with the number of unread messages over all their inboxes as a badge, kept fresh by
 * the events stream.
 */
export function MessagesLink({ children, unreadLabel, className, title, onClick }: MessagesLinkProps) {
  const session = useSession();
  return (
    <NavLink
      to={ownRequestsPath(session.userID)}
      className={['messages-link', className ?? ''].filter(Boolean).join(' ')}
      title={title}
      onClick={onClick}
    >
      {children}
      {session.status === 'authenticated' ? (
        <Suspense fallback={null}>
          <UnreadBadge unreadLabel={unreadLabel} />
        </Suspense>
      ) : null}
    </NavLink>
  );
}
