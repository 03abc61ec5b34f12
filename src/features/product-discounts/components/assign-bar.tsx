import { useAtomSnapshot } from '../../../lib/hooks/use-atom-snapshot';
import { discountSelection, productSelection } from '../../../lib/selection';
import { showSuccessToast, toastError } from '../../../lib/toast';
import { assignBodyAtom, bulkAssignAtom } from '../api/bulk-assign';
import { Button } from '../../../components/button';

/** Binds every selected product to every selected discount. */
export function AssignBar() {
  const productIds = useAtomSnapshot(productSelection.ids);
  const discountIds = useAtomSnapshot(discountSelection.ids);
  const body = useAtomSnapshot(assignBodyAtom);
  const assign = useAtomSnapshot(bulkAssignAtom);

  const submit = () => {
    if (!body.success) return;
    assign.mutate(body.data, {
      onSuccess: ({ created, skipped }) =>
        showSuccessToast(`Biriktirildi: ${created} ta yangi, ${skipped} ta avvaldan bor edi`),
      onError: (error) => toastError(error),
    });
  };

  return (
    <div className="mb-6 flex flex-wrap items-center gap-4 rounded-xl border border-sky-200 bg-white px-4 py-3">
      <p className="text-slate-800">
        Mahsulotlar: <span className="font-semibold tabular-nums">{productIds.size}</span>
        <span aria-hidden="true" className="mx-2 text-slate-400">
          ×
        </span>
        Chegirmalar: <span className="font-semibold tabular-nums">{discountIds.size}</span>
      </p>
      {!body.success && (
        <p className="text-sm text-slate-600">
          {productIds.size && discountIds.size
            ? body.error.issues[0]?.message
            : 'Kamida bitta mahsulot va bitta chegirma tanlang'}
        </p>
      )}
      <Button
        onClick={submit}
        disabled={!body.success || assign.isPending}
        aria-busy={assign.isPending || undefined}
        className="ms-auto min-h-11"
      >
        Biriktirish
      </Button>
    </div>
  );
}
