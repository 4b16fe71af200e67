import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { messages, type Comment } from '@wbn/contracts';
import { toast } from '../../../shared/ui/toast.tsx';
import { removeComment } from '../api/remove-comment.ts';
import type { CommentReport } from '../lib/report-slot.ts';
import { MoreIcon } from './icons.tsx';

// The confirmation is a chunk of its own, fetched when first wanted (decision 0015).
const ConfirmDialog = lazy(() =>
  import('../../../shared/ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * A comment's settings menu: Remove comment for whoever may remove it, else Report comment (given
 * `report`). Removal asks first; on success the list is read again (`onRemoved`), on failure the
 * alert says so, as a post's removal does.
 */
export function CommentMenu({
  comment,
  onRemoved,
  report,
}: {
  comment: Comment;
  onRemoved: () => void;
  report?: CommentReport | undefined;
}) {
  const { t } = useTranslation('comments');
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setRemoving(true);
    try {
      await removeComment(comment.commentID);
      setConfirming(false);
      onRemoved();
    } catch {
      setConfirming(false);
      toast.error(messages.commentRemovalFailed);
    } finally {
      setRemoving(false);
    }
  }

  return (
    <>
      <MenuTrigger>
        <Button
          className="comment__menu-button"
          aria-label={t('remove.settings', { name: comment.whoComment.name })}
        >
          <MoreIcon />
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu
            className="menu"
            onAction={(key) => (key === 'remove' ? setConfirming(true) : setReporting(true))}
          >
            {report ? (
              <MenuItem id="report" className="menu__item">
                {t('remove.report')}
              </MenuItem>
            ) : (
              <MenuItem id="remove" className="menu__item menu__item--danger">
                {t('remove.action')}
              </MenuItem>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen={confirming}
            onOpenChange={setConfirming}
            title={t('remove.confirmTitle')}
            text={t('remove.confirmText')}
            confirmLabel={t('remove.action')}
            busyLabel={t('remove.removing')}
            cancelLabel={t('remove.cancel')}
            busy={removing}
            onConfirm={() => void remove()}
          />
        </Suspense>
      ) : null}
      {report?.(
        { itemType: 'comment', itemID: comment.commentID, name: comment.whoComment.name },
        reporting,
        setReporting,
      )}
    </>
  );
}
