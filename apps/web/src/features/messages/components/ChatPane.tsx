import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { messages, storedTextIn, type InquiryMessage } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useSession } from '../../../shared/session/session.ts';
import { Avatar } from '../../../shared/ui/text/Avatar.tsx';
import { threadMessagesQuery } from '../api/get-messages.ts';
import { partyHref } from '../lib/chat-actions.ts';
import { formatUtc, nowSeconds } from '../lib/format-utc.ts';
import { allMessages, readReceipt } from '../lib/thread-cache.ts';
import { useChatScroll } from '../lib/use-chat-scroll.ts';
import { useReply } from '../lib/use-reply.ts';
import { ChatMenu } from './ChatMenu.tsx';
import { ComposerView } from './ComposerView.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { say } from '../../../shared/i18n/say.ts';

export interface ChatPaneProps {
  rid: string;
  /** The inbox the thread is read as. */
  bid: string;
  /** The thread list (the phone layout's back button). */
  backHref: string;
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('messages', { keyPrefix: 'chat' });
  return (
    <Link className="mc-chat__back" to={to}>
      <span aria-hidden="true">←</span> {t('back')}
    </Link>
  );
}

/**
 * The chat pane headed "Inbox Reply" (core spec §2 "Message center", §4 "Inquiry thread"): the
 * subject and the other side, the settings menu, the messages as bubbles (this side's on the
 * right, dates in UTC) with "Load older messages" above them and the read receipt under this
 * side's last one, and the reply box, disabled with 'This chat has ended' once the thread is closed.
 */
export function ChatPane({ rid, bid, backHref }: ChatPaneProps) {
  const { t, i18n } = useTranslation('messages', { keyPrefix: 'chat' });
  const composerT = useTranslation('messages', { keyPrefix: 'composer' }).t;
  const session = useSession();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const query = useInfiniteQuery(threadMessagesQuery(rid, bid));
  const reply = useReply(rid, bid, composerT('notSent'));
  const list = allMessages(query.data);
  const newest = query.data?.pages[0];
  const side = newest?.thread.side;
  const last = list[list.length - 1];
  const { log, onScroll } = useChatScroll(
    list[0]?.messageID,
    reply.state.sending ? 'pending' : last?.messageID,
    Boolean(reply.state.sending) || last?.from === side,
  );

  if (query.isPending) {
    return (
      <section className="mc-chat mc-chat--status" aria-label={t('heading')}>
        <BackLink to={backHref} />
        <p className="mc-status" role="status">
          <span className="spinner mc-status__spinner" aria-hidden="true" /> {say(messages.loading)}
        </p>
      </section>
    );
  }
  if (!newest) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="mc-chat mc-chat--status" aria-label={t('heading')}>
        <BackLink to={backHref} />
        <div className="mc-status mc-status--problem" role="alert">
          <p>{notFound ? t('notFound') : t('loadFailed')}</p>
          {notFound ? null : (
            <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
              {t('retry')}
            </button>
          )}
        </div>
      </section>
    );
  }

  const thread = newest.thread;
  const closed = thread.status === 'closed';
  const locale = i18n.language || 'en';
  const receipt = reply.state.sending ? null : readReceipt(query.data);
  const authorName = (m: InquiryMessage) =>
    m.from === side && m.author.id === session.userID ? t('you') : m.author.name;
  const outgoing = reply.state.sending;
  // The stream may bring the reply before its POST answers: then it is shown once, as stored.
  const pending: InquiryMessage | null =
    outgoing && !list.some((m) => m.clientID === outgoing.clientID)
      ? {
          messageID: 'pending',
          requestID: rid,
          from: thread.side,
          content: outgoing.content,
          datetime: nowSeconds(),
          type: 'text',
          author: { id: session.userID ?? '', name: t('you') },
          attachments: [],
          clientID: outgoing.clientID,
          language: reply.language,
        }
      : null;

  async function send() {
    await reply.send();
    // The box was disabled while sending, which took the keyboard focus away from it.
    requestAnimationFrame(() => form.current?.querySelector('textarea')?.focus());
  }

  return (
    <section className="mc-chat" aria-labelledby={headingId}>
      <header className="mc-chat__head">
        <BackLink to={backHref} />
        <div className="mc-chat__titles">
          <h2 id={headingId} className="mc-chat__heading">
            {t('heading')}
          </h2>
          <p className="mc-chat__subject">
            {storedTextIn(thread.subject, say)}
            {thread.buyingRequestID ? (
              <>
                {' · '}
                {/* The buyer reads its comparison; the supplier its quote, as its business. */}
                <Link
                  to={`/buying-requests/${thread.buyingRequestID}${thread.side === 'R' ? `?as=${bid}` : ''}`}
                >
                  {t('buyingRequest')}
                </Link>
              </>
            ) : null}
          </p>
          <p className="mc-chat__with">
            <Avatar
              photo={thread.counterpart.picture}
              name={thread.counterpart.name}
              size={28}
              square={thread.counterpart.kind === 'business'}
            />
            <span className="visually-hidden">{t('with')} </span>
            <Link to={partyHref(thread.counterpart)}>{thread.counterpart.name}</Link>
            {closed && thread.closedAt ? (
              <span className="mc-chat__ended">
                {t('closedOn', { date: formatUtc(thread.closedAt, locale) })}
              </span>
            ) : null}
          </p>
        </div>
        <ChatMenu thread={thread} bid={bid} />
      </header>
      <div
        ref={log}
        className="mc-chat__log"
        role="log"
        aria-label={t('messagesLabel', { name: thread.counterpart.name })}
        tabIndex={0}
        onScroll={onScroll}
      >
        {query.hasNextPage ? (
          <button
            type="button"
            className="button button--ghost mc-chat__older"
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? say(messages.loading) : t('loadOlder')}
          </button>
        ) : null}
        <ol className="mc-messages">
          {list.map((m) => (
            <MessageBubble
              key={m.messageID}
              message={m}
              authorName={authorName(m)}
              own={m.from === side}
              receipt={receipt?.messageID === m.messageID ? (receipt.read ? 'read' : 'sent') : null}
            />
          ))}
          {pending ? <MessageBubble message={pending} authorName={t('you')} own receipt="sending" /> : null}
        </ol>
      </div>
      <ComposerView
        formRef={form}
        text={reply.state.text}
        sending={reply.state.sending !== null}
        closed={closed}
        problem={reply.problem}
        onChange={reply.type}
        onSend={() => void send()}
        language={reply.language}
        onLanguage={reply.setLanguage}
      />
    </section>
  );
}
