import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DialogTrigger } from 'react-aria-components';
import { messages, type Product } from '@wbn/contracts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { useDeleteProduct, type BusinessChanged } from '../api/save-product.ts';
import { say } from '../../../shared/i18n/say.ts';

/** Delete, after a confirmation that names the product and says it cannot be undone. */
export function DeleteProductButton({
  product,
  onDeleted,
  businessChanged,
}: {
  product: Product;
  onDeleted?: () => void;
  businessChanged: BusinessChanged;
}) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteProduct(product.businessID, businessChanged);

  const confirm = () => {
    setProblem(null);
    remove.mutate(product.productID, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('list.deleted', { name: product.name }));
        onDeleted?.();
      },
      onError: (err) => setProblem(err.message || say(messages.somethingWrong)),
    });
  };

  const openChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    setProblem(null);
  };

  return (
    <DialogTrigger isOpen={open} onOpenChange={openChange}>
      <Button
        className="button button--ghost product-list__delete"
        aria-label={t('list.deleteN', { name: product.name })}
      >
        {t('list.delete')}
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={openChange}
        title={t('list.confirmTitle')}
        text={t('list.confirmText', { name: product.name })}
        confirmLabel={t('list.confirmDelete')}
        busyLabel={t('list.deleting')}
        cancelLabel={t('list.cancel')}
        busy={remove.isPending}
        onConfirm={confirm}
      >
        {problem ? (
          <p className="wbn-field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </ConfirmDialog>
    </DialogTrigger>
  );
}
