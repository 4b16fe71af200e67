import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { messages, type InquiryThread } from '@wbn/contracts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { endRequest } from '../api/end-request.ts';
import { messageKeys } from '../api/message-keys.ts';
import { chatActions, reportHref } from '../lib/chat-actions.ts';
import { mapThreadInList, withThread, type ThreadData, type ThreadListData } from '../lib/thread-cache.ts';

/**
 * The conversation's settings menu (a React Aria menu, like the post menu): End Conversation while
 * it is open (asks first, then 'Finished successfully'), and Watch Buyer Profile for the receiving
 * business when the buyer is a business, and Report conversation (to the moderators, on their
 * report page).
 */
export function ChatMenu({ thread, bid }: { thread: InquiryThread; bid: string }) {
  const { t } = useTranslation('messages', { keyPrefix: 'chat' });
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);
  const actions = chatActions(thread);

  async function end() {
    setEnding(true);
    try {
      const closed = await endRequest(thread.requestID, bid);
      client.setQueryData<ThreadData>(messageKeys.thread(thread.requestID, bid), (data) =>
        withThread(data, closed),
      );
      client.setQueriesData<ThreadListData>({ queryKey: messageKeys.threadLists() }, (data) =>
        mapThreadInList(data, thread.requestID, (listed) => ({
          ...listed,
          status: closed.status,
          closedAt: closed.closedAt,
        })),
      );
      setConfirming(false);
      toast.success(messages.finishedSuccessfully);
    } catch (error) {
      toast.error(explainFailure(error));
    } finally {
      setEnding(false);
    }
  }

  return (
    <>
      <MenuTrigger>
        <Button className="icon-button mc-chat__menu-button" aria-label={t('settings')}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="5" r="2" fill="currentColor" />
            <circle cx="12" cy="12" r="2" fill="currentColor" />
            <circle cx="12" cy="19" r="2" fill="currentColor" />
          </svg>
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu className="menu" onAction={(key) => key === 'end' && setConfirming(true)}>
            {actions.buyerProfile ? (
              <MenuItem id="buyer" className="menu__item" href={actions.buyerProfile}>
                {t('watchBuyerProfile')}
              </MenuItem>
            ) : null}
            {actions.endConversation ? (
              <MenuItem id="end" className="menu__item menu__item--danger">
                {t('endConversation')}
              </MenuItem>
            ) : null}
            <MenuItem id="report" className="menu__item" href={reportHref('thread', thread.requestID)}>
              {t('reportConversation')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('confirmTitle')}
        text={t('confirmText')}
        confirmLabel={t('confirmEnd')}
        busyLabel={t('ending')}
        cancelLabel={t('cancel')}
        busy={ending}
        onConfirm={() => void end()}
      />
    </>
  );
}
