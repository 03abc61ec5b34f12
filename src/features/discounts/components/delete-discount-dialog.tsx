import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Discount } from '../../../contract/discount';
import { errorMessage } from '../../../lib/http-error';
import { useDeleteDiscount } from '../api/delete-discount';

export function DeleteDiscountDialog({ discount, onClose }: { discount: Discount | null; onClose: () => void }) {
  const remove = useDeleteDiscount();
  const confirm = () =>
    discount &&
    remove.mutate(discount.id, {
      onSuccess: () => (toast.success('Chegirma oʻchirildi'), onClose()),
      onError: (error) => (toast.error(errorMessage(error)), onClose()),
    });
  return (
    <ConfirmDialog
      opened={discount !== null}
      title="Chegirmani oʻchirasizmi?"
      content={discount && `${discount.name}. Unga biriktirilgan mahsulotlar ham ajratiladi.`}
      confirmText="Oʻchirish"
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
