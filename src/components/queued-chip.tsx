import { Icon } from './icons';

/** A change made here that the server does not have yet (queued offline or in flight). */
export function QueuedChip() {
  return (
    <span
      title="Oʻzgarish hali serverga yuborilmagan"
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
    >
      <Icon name="clock" className="size-3.5" />
      Yuborilmagan
    </span>
  );
}
