import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  Heading,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
} from 'react-aria-components';
import { messages, type Post } from '@wbn/contracts';
import { toast } from '../../../shared/ui/toast.tsx';
import { removePost } from '../api/remove-post.ts';
import { MoreIcon } from './icons.tsx';

/**
 * The post's settings menu (spec §2 "Post card") with Remove post, offered when the viewer may
 * remove it (its author, or an owner or admin of the business it was posted as). Removal asks
 * first; on success the page reloads (spec §4), on failure the spec's message says so.
 */
export function PostMenu({ post, authorName }: { post: Post; authorName: string }) {
  const { t } = useTranslation('posts');
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

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
          <Menu className="menu" onAction={(key) => key === 'remove' && setConfirming(true)}>
            <MenuItem id="remove" className="menu__item menu__item--danger">
              {t('card.remove')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <ModalOverlay
        className="modal-overlay"
        isOpen={confirming}
        onOpenChange={(open) => !removing && setConfirming(open)}
        isDismissable={!removing}
      >
        <Modal className="modal post-confirm">
          <Dialog className="post-confirm__dialog" role="alertdialog">
            <Heading slot="title" className="post-confirm__title">
              {t('card.confirmTitle')}
            </Heading>
            <p>{t('card.confirmText')}</p>
            <div className="post-confirm__actions">
              <Button
                className="button post-confirm__danger"
                isDisabled={removing}
                onPress={() => void remove()}
              >
                {removing ? t('card.removing') : t('card.remove')}
              </Button>
              <Button className="button button--ghost" slot="close" isDisabled={removing} autoFocus>
                {t('card.cancel')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
