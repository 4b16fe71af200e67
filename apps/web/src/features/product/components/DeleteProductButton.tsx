import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { messages, type Product } from '@wbn/contracts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useDeleteProduct } from '../api/save-product.ts';

/** Delete, after a confirmation that names the product and says it cannot be undone. */
export function DeleteProductButton({ product, onDeleted }: { product: Product; onDeleted?: () => void }) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteProduct(product.businessID);

  const confirm = () => {
    setProblem(null);
    remove.mutate(product.productID, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('list.deleted', { name: product.name }));
        onDeleted?.();
      },
      onError: (err) => setProblem(err.message || messages.somethingWrong),
    });
  };

  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
        setProblem(null);
      }}
    >
      <Button
        className="button button--ghost product-list__delete"
        aria-label={t('list.deleteN', { name: product.name })}
      >
        {t('list.delete')}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable={!remove.isPending}>
        <Modal className="modal product-confirm">
          <Dialog role="alertdialog" className="product-confirm__dialog">
            <Heading slot="title" className="product-confirm__title">
              {t('list.confirmTitle')}
            </Heading>
            <p>{t('list.confirmText', { name: product.name })}</p>
            {problem ? (
              <p className="wbn-field__error" role="alert">
                {problem}
              </p>
            ) : null}
            <div className="product-confirm__buttons">
              <Button
                className="button product-confirm__danger"
                isDisabled={remove.isPending}
                onPress={confirm}
              >
                {remove.isPending ? t('list.deleting') : t('list.confirmDelete')}
              </Button>
              <Button slot="close" className="button button--ghost" isDisabled={remove.isPending} autoFocus>
                {t('list.cancel')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
