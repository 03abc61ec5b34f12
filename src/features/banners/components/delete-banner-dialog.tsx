import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Banner } from '../../../contract/banner';
import { errorMessage } from '../../../lib/http-error';
import { useDeleteBanner } from '../api/delete-banner';

export function DeleteBannerDialog({ banner, onClose }: { banner: Banner | null; onClose: () => void }) {
  const remove = useDeleteBanner();
  const confirm = () =>
    banner &&
    remove.mutate(banner.id, {
      onSuccess: () => (toast.success('Banner oʻchirildi'), onClose()),
      onError: (error) => (toast.error(errorMessage(error)), onClose()),
    });
  return (
    <ConfirmDialog
      opened={banner !== null}
      title="Bannerni oʻchirasizmi?"
      content={banner?.title}
      confirmText="Oʻchirish"
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
