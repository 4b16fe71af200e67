import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/**
 * The full-size picture viewer: a modal dialog (focus kept inside, Escape or the close button
 * closes it and returns focus), Previous / Next buttons and the arrow keys, the position read out.
 */
export function ImageViewer({
  photos,
  index,
  productName,
  onIndex,
  onClose,
}: {
  photos: readonly { url: string }[];
  index: number | null;
  productName: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('product');
  const total = photos.length;
  const current = index === null ? null : photos[index];
  const go = (step: number) => {
    if (index !== null && total > 1) onIndex((index + step + total) % total);
  };
  // The dialog itself holds focus when it opens, so the arrows are heard on the window while open.
  const open = current != null;
  useEffect(() => {
    if (!open || total < 2) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      e.preventDefault();
      onIndex(((((index ?? 0) + (e.key === 'ArrowRight' ? 1 : -1)) % total) + total) % total);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, index, total, onIndex]);

  return (
    <ModalOverlay
      className="modal-overlay"
      isDismissable
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Modal className="modal product-viewer">
        <Dialog className="product-viewer__dialog">
          <div className="product-viewer__frame">
            <div className="product-viewer__head">
              <Heading slot="title" className="product-viewer__title">
                {t('gallery.viewerTitle', { name: productName })}
              </Heading>
              <Button slot="close" className="button button--ghost" aria-label={t('gallery.close')}>
                ×
              </Button>
            </div>
            {current && index !== null ? (
              <figure className="product-viewer__figure">
                <img
                  src={current.url}
                  alt={t('gallery.imageAlt', { name: productName, n: index + 1, total })}
                />
                <figcaption aria-live="polite">{t('gallery.position', { n: index + 1, total })}</figcaption>
              </figure>
            ) : null}
            {total > 1 ? (
              <div className="product-viewer__nav">
                <Button className="button button--ghost" onPress={() => go(-1)}>
                  {t('gallery.previous')}
                </Button>
                <Button className="button button--ghost" onPress={() => go(1)}>
                  {t('gallery.next')}
                </Button>
              </div>
            ) : null}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
