import { useAtomValue } from 'jotai';
import { discountSelection, productSelection } from '../../../lib/selection';
import { showSuccessToast, toastError } from '../../../lib/toast';
import { assignBodyAtom, bulkAssignAtom } from '../api/bulk-assign';

/** Binds every selected product to every selected discount. */
export function AssignBar() {
  const productIds = useAtomValue(productSelection.ids);
  const discountIds = useAtomValue(discountSelection.ids);
  const body = useAtomValue(assignBodyAtom);
  const assign = useAtomValue(bulkAssignAtom);

  const submit = () => {
    if (!body.success) return;
    assign.mutate(body.data, {
      onSuccess: ({ created, skipped }) => showSuccessToast(`Biriktirildi: ${created} ta yangi, ${skipped} ta avvaldan bor edi`),
      onError: (error) => toastError(error),
    });
  };

  return (
    <div className="mb-6 flex flex-wrap items-center gap-4 rounded-xl border border-sky-200 bg-white px-4 py-3">
      <p className="text-slate-800">
        Mahsulotlar: <span className="font-semibold tabular-nums">{productIds.size}</span>
        <span aria-hidden="true" className="mx-2 text-slate-400">×</span>
        Chegirmalar: <span className="font-semibold tabular-nums">{discountIds.size}</span>
      </p>
      {!body.success && (
        <p className="text-sm text-slate-600">
          {productIds.size && discountIds.size ? body.error.issues[0]?.message : 'Kamida bitta mahsulot va bitta chegirma tanlang'}
        </p>
      )}
      <button
        type="button"
        onClick={submit}
        disabled={!body.success || assign.isPending}
        aria-busy={assign.isPending || undefined}
        className="ms-auto inline-flex min-h-11 items-center rounded-xl bg-sky-400 px-6 font-semibold text-sky-950 hover:bg-sky-300 focus-visible:outline-2 focus-visible:outline-sky-700 disabled:opacity-50"
      >
        Biriktirish
      </button>
    </div>
  );
}
