import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { messages } from '@wbn/contracts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { threadsQuery } from '../api/get-threads.ts';
import { allThreads } from '../lib/thread-cache.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { ThreadListItem } from './ThreadListItem.tsx';
import { say } from '../../../shared/i18n/say.ts';

/** Typing pauses this long before the list is searched. */
const SEARCH_DELAY_MS = 300;

export interface ThreadListProps {
  ubid: string;
  /** The open thread, marked in the list. */
  openRid: string | null;
  /** The inbox's name and kind, for the empty list's explanation. */
  inbox: { name: string; kind: 'user' | 'business' } | null;
}

/** Up and Down move between the conversations, as in any list; Tab still leaves it. */
function moveFocus(e: KeyboardEvent<HTMLUListElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const links = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('a.mc-thread')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at < 0) return;
  const next = links[e.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : Math.max(at - 1, 0)];
  e.preventDefault();
  next?.focus();
}

/**
 * The searchable thread list (core spec §2 "Message center"): search by subject or counterpart
 * (asked once typing pauses), Unread only, newest activity first, Load more with the cursor.
 */
export function ThreadList({ ubid, openRid, inbox }: ThreadListProps) {
  const { t } = useTranslation('messages', { keyPrefix: 'list' });
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const list = useInfiniteQuery(threadsQuery(ubid, { q, unreadOnly }));
  const threads = allThreads(list.data);
  const now = new Date();

  let content;
  if (list.isPending) {
    content = (
      <p className="mc-status" role="status">
        <span className="spinner mc-status__spinner" aria-hidden="true" /> {say(messages.loading)}
      </p>
    );
  } else if (list.isError && threads.length === 0) {
    content = (
      <div className="mc-status mc-status--problem" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (threads.length === 0) {
    content = q ? (
      <p className="mc-status">{t('noMatch', { q })}</p>
    ) : unreadOnly ? (
      <p className="mc-status">{t('noUnread')}</p>
    ) : (
      <div className="mc-empty">
        <h3 className="mc-empty__title">{t('emptyTitle')}</h3>
        <p>{inbox?.kind === 'business' ? t('emptyBusiness', { name: inbox.name }) : t('emptyPersonal')}</p>
        {inbox?.kind === 'business' ? null : (
          <Link className="button button--primary" to="/search-result?business=MA&countries=global&search=">
            {t('findBusinesses')}
          </Link>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <ul className="mc-threads" aria-label={t('label')} onKeyDown={moveFocus}>
          {threads.map((thread) => (
            <li key={thread.requestID}>
              <ThreadListItem thread={thread} ubid={ubid} isOpen={thread.requestID === openRid} now={now} />
            </li>
          ))}
        </ul>
        {list.isFetchNextPageError ? (
          <p className="mc-status mc-status--problem" role="alert">
            {explainFailure(list.error)}
          </p>
        ) : null}
        {list.hasNextPage ? (
          <button
            type="button"
            className="button button--ghost mc-more"
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? say(messages.loading) : t('loadMore')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <section className="mc-list" aria-label={t('label')}>
      <div className="mc-list__tools" role="search">
        <label className="visually-hidden" htmlFor={searchId}>
          {t('search')}
        </label>
        <input
          id={searchId}
          className="wbn-input mc-list__search"
          type="search"
          value={search}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => setSearch(e.target.value)}
        />
        <label className="mc-list__toggle">
          <input type="checkbox" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} />
          {t('unreadOnly')}
        </label>
      </div>
      {content}
    </section>
  );
}
