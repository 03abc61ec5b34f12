import { Icon } from '../../components/icons';

/** The header's count of changes the server does not have yet. */
export function PendingChangesChip({ count }: { count: number }) {
  return (
    <p
      role="status"
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-medium whitespace-nowrap text-amber-900"
    >
      <Icon name="clock" className="size-4 shrink-0" />
      Yuborilmagan oʻzgarishlar: {count}
    </p>
  );
}
