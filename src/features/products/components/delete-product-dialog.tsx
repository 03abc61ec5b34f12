import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Product } from '../../../contract/product';
import { errorMessage, HttpError } from '../../../lib/http-error';
import { useDeleteProduct } from '../api/delete-product';
import { useUpdateProduct } from '../api/update-product';

interface DeleteProductDialogProps {
  product: Product | null;
  onClose: () => void;
}

/** Deletes a product; one the server keeps for its orders (409) can be deactivated instead. */
export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const remove = useDeleteProduct();
  const update = useUpdateProduct();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = () => {
    if (!product) return;
    if (refusal) {
      update.mutate(
        { id: product.id, body: { isActive: false } },
        { onSuccess: () => (toast.success('Mahsulot nofaol qilindi'), close()), onError: (error) => toast.error(errorMessage(error)) },
      );
      return;
    }
    remove.mutate(product.id, {
      onSuccess: () => (toast.success('Mahsulot oʻchirildi'), close()),
      onError: (error) => {
        if (error instanceof HttpError && error.status === 409) setRefusal(errorMessage(error));
        else toast.error(errorMessage(error));
      },
    });
  };

  return (
    <ConfirmDialog
      opened={product !== null}
      title={refusal ? 'Mahsulotni oʻchirib boʻlmaydi' : 'Mahsulotni oʻchirasizmi?'}
      content={refusal ? <p role="alert">{refusal}</p> : product?.name}
      confirmText={refusal ? 'Nofaol qilish' : 'Oʻchirish'}
      busy={remove.isPending || update.isPending}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
