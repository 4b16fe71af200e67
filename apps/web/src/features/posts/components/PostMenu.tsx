import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { messages, type Post } from '@wbn/contracts';
import { toast } from '../../../shared/ui/toast.tsx';
import { removePost } from '../api/remove-post.ts';
import { usePostSlots } from '../lib/post-slots.tsx';
import { MoreIcon } from './icons.tsx';

// The confirmation comes in a chunk of its own, just after the card's first render, so that the
// newsfeed's and the timelines' first load does not carry it (decision 0015).
const ConfirmDialog = lazy(() =>
  import('../../../shared/ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * The post's settings menu (spec §2 "Post card") for a signed-in viewer: Remove post when the viewer
 * may remove it (its author, or an owner or admin of the business it was posted as), Report post
 * otherwise. Removal asks first; on success the page reloads (spec §4), on failure the spec's
 * message says so. Reporting opens moderation's dialog.
 */
export function PostMenu({ post, authorName }: { post: Post; authorName: string }) {
  const { t } = useTranslation('posts');
  const slots = usePostSlots();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const canRemove = post.session?.canRemove ?? false;

  async function remove() {
    setRemoving(true);
    try {
      await removePost(post.postID);
      location.reload();
    } catch {
      setRemoving(false);
      setConfirming(false);
      toast.error(messages.postRemovalFailed);
    }
  }

  return (
    <>
      <MenuTrigger>
        <Button className="post-card__menu-button" aria-label={t('card.settings', { name: authorName })}>
          <MoreIcon />
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu
            className="menu"
            onAction={(key) => (key === 'remove' ? setConfirming(true) : setReporting(true))}
          >
            {canRemove ? (
              <MenuItem id="remove" className="menu__item menu__item--danger">
                {t('card.remove')}
              </MenuItem>
            ) : (
              <MenuItem id="report" className="menu__item">
                {t('card.report')}
              </MenuItem>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
      <Suspense fallback={null}>
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={t('card.confirmTitle')}
          text={t('card.confirmText')}
          confirmLabel={t('card.remove')}
          busyLabel={t('card.removing')}
          cancelLabel={t('card.cancel')}
          busy={removing}
          onConfirm={() => void remove()}
        />
      </Suspense>
      {slots.reportDialog(
        { itemType: 'post', itemID: post.postID, name: authorName },
        reporting,
        setReporting,
      )}
    </>
  );
}
