import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ProductDiscount } from '../../../contract/product-discount';
import { errorMessage } from '../../../lib/http-error';
import { useDeleteProductDiscount } from '../api/delete-product-discount';

export function DeleteAssignmentDialog({ assignment, onClose }: { assignment: ProductDiscount | null; onClose: () => void }) {
  const remove = useDeleteProductDiscount();
  const confirm = () =>
    assignment &&
    remove.mutate(assignment.id, {
      onSuccess: () => (toast.success('Chegirma mahsulotdan ajratildi'), onClose()),
      onError: (error) => (toast.error(errorMessage(error)), onClose()),
    });
  return (
    <ConfirmDialog
      opened={assignment !== null}
      title="Biriktirishni oʻchirasizmi?"
      content={assignment && `${assignment.product.name} — ${assignment.discount.name}`}
      confirmText="Oʻchirish"
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
