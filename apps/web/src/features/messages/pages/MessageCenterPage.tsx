import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { useInboxes } from '../api/get-inboxes.ts';
import { ChatPane } from '../components/ChatPane.tsx';
import { NoThreadSelected, NotYourInbox } from '../components/CenterStates.tsx';
import { InboxSelector } from '../components/InboxSelector.tsx';
import { ThreadList } from '../components/ThreadList.tsx';
import { ownRequestsPath } from '../lib/paths.ts';
import { inboxIdFromParam, threadIdFromParam } from '../lib/route-ids.ts';
import { useLiveUpdates } from '../lib/use-live-updates.ts';
import '../messages.css';

/**
 * /business/{id}/requests/{rid?} (needs a session): the message center of one inbox, a business
 * the user belongs to or, with their own id, the user's own (core spec §2). Wide screens show the
 * thread list and the chat side by side; phones show the list, then the chat with a back button.
 */
export function MessageCenterPage() {
  const { t } = useTranslation('messages');
  usePageMeta(t('title'));
  const params = useParams();
  const session = useSession();
  const ubid = inboxIdFromParam(params.id);
  const rid = threadIdFromParam(params.rid);
  const inboxes = useInboxes();
  useLiveUpdates(ubid && rid ? { rid, bid: ubid } : null);

  const inbox = inboxes.data?.inboxes.find((i) => i.ubid === ubid) ?? null;
  if (!ubid || (inboxes.isSuccess && !inbox)) {
    return <NotYourInbox ubid={ubid} ownPath={ownRequestsPath(session.userID)} />;
  }

  const listPath = `/business/${ubid}/requests`;
  return (
    <div className={`page mc-page ${rid ? 'mc-page--chat' : 'mc-page--list'}`}>
      <header className="mc-page__head">
        <h1 className="mc-page__title">{t('heading')}</h1>
        {inbox ? <p className="mc-page__inbox">{inbox.name}</p> : null}
      </header>
      <InboxSelector inboxes={inboxes.data?.inboxes ?? []} current={ubid} />
      <div className="mc-layout">
        <ThreadList
          key={ubid}
          ubid={ubid}
          openRid={rid}
          inbox={inbox ? { name: inbox.name, kind: inbox.kind } : null}
        />
        {rid ? (
          <ChatPane key={`${ubid}/${rid}`} rid={rid} bid={ubid} backHref={listPath} />
        ) : (
          <NoThreadSelected />
        )}
      </div>
    </div>
  );
}
