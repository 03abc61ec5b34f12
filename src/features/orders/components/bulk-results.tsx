import type { BulkOrderResult } from '../../../contract/order-history';
import { Button } from '../../../components/button';

interface BulkResultsProps {
  results: BulkOrderResult[];
  numbers: ReadonlyMap<number, number>;
  onClose: () => void;
}

/** What a bulk change did: how many orders changed, and each refusal with the server's reason. */
export function BulkResults({ results, numbers, onClose }: BulkResultsProps) {
  const done = results.filter((r) => r.ok).length;
  const failed = results.filter((r): r is Extract<BulkOrderResult, { ok: false }> => !r.ok);
  return (
    <div
      role="status"
      className={`mb-3 rounded-xl border px-3 py-2 text-sm ${failed.length ? 'border-amber-300 bg-amber-50' : 'border-emerald-300 bg-emerald-50'}`}
    >
      <div className="flex items-center gap-2">
        <p className="font-medium">
          Oʻzgartirildi: {done} ta
          {failed.length > 0 && `; oʻzgartirilmadi: ${failed.length} ta (tanlangan holda qoldi)`}
        </p>
        <Button variant="ghost" size="sm" className="ms-auto" onClick={onClose}>
          Yopish
        </Button>
      </div>
      {failed.length > 0 && (
        <ul className="mt-1 max-h-40 list-disc overflow-y-auto ps-5 text-slate-800">
          {failed.map((r) => (
            <li key={r.id}>
              №{numbers.get(r.id) ?? r.id}: {r.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
