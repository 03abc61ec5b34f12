import { Button } from './button';

interface FailedChange {
  mutationId: number;
  message: string;
}

interface FailedChangesProps<Change extends FailedChange> {
  /** The heading's id, unique on the screen. */
  id: string;
  changes: Change[];
  /** What the change was, as the courier knows it: "#1042 — Yetkazildi". */
  describe: (change: Change) => string;
  onResend: (change: Change) => void;
  onDiscard: (change: Change) => void;
}

/** "Yuborilmadi": changes the server did not take, each with what it said, until the courier resends or discards it. */
export function FailedChanges<Change extends FailedChange>({
  id,
  changes,
  describe,
  onResend,
  onDiscard,
}: FailedChangesProps<Change>) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mb-4 rounded-2xl border border-red-300 bg-red-50 p-3">
      <h2 id={id} className="text-lg font-semibold text-red-900">
        Yuborilmadi: {changes.length}
      </h2>
      <ul className="mt-2 space-y-3">
        {changes.map((change) => (
          <li key={change.mutationId} aria-label={describe(change)} className="rounded-xl bg-white p-3">
            <p className="font-medium text-slate-900">{describe(change)}</p>
            <p className="mt-1 text-sm text-red-900">{change.message}</p>
            {/* Side by side from 360 px; below that the two long labels would not fit one line each. */}
            <div className="mt-2 grid gap-2 min-[360px]:grid-cols-2">
              <Button
                wide
                pill
                size="lg"
                variant="secondary"
                onClick={() => onDiscard(change)}
                className="border-slate-400! text-slate-800!"
              >
                Bekor qilish
              </Button>
              <Button wide pill size="lg" onClick={() => onResend(change)}>
                Qayta yuborish
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
