import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  /** The danger button's words, and its words while the action runs. */
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** While true, both buttons are disabled and the dialog cannot be dismissed. */
  busy: boolean;
  onConfirm: () => void;
  /** Shown after the text, e.g. why the last attempt failed. */
  children?: ReactNode;
}

/**
 * A modal that asks before something that cannot be undone (remove a post, end a conversation,
 * delete a product): an alertdialog named by its title, the danger button, and Cancel, which has
 * the focus when it opens. It stays open while the action runs; closing it is the caller's.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  text,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => !busy && onOpenChange(open)}
      isDismissable={!busy}
    >
      <Modal className="modal confirm-dialog">
        <Dialog className="confirm-dialog__dialog" role="alertdialog">
          <Heading slot="title" className="confirm-dialog__title">
            {title}
          </Heading>
          <p>{text}</p>
          {children}
          <div className="confirm-dialog__actions">
            <Button className="button confirm-dialog__danger" isDisabled={busy} onPress={onConfirm}>
              {busy ? busyLabel : confirmLabel}
            </Button>
            <Button className="button button--ghost" slot="close" isDisabled={busy} autoFocus>
              {cancelLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
