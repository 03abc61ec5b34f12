import { Icon } from '../../components/icons';

/** The header's count of changes the server does not have yet, and of those it did not take. */
export function PendingChangesChip({ count, failed = 0 }: { count: number; failed?: number }) {
  return (
    <p role="status" className="inline-flex items-center gap-1.5 text-xs font-medium whitespace-nowrap">
      {count > 0 && (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-amber-900">
          <Icon name="clock" className="size-4 shrink-0" />
          Yuborilmagan oʻzgarishlar: {count}
        </span>
      )}
      {failed > 0 && <span className="rounded-full bg-red-100 px-3 py-1 text-red-900">Yuborilmadi: {failed}</span>}
    </p>
  );
}
