import { Link } from 'react-router-dom';

interface FormActionsProps {
  cancelTo: string;
  busy: boolean;
  /** Why saving waits, e.g. images still uploading. */
  waiting?: string;
}

/** `Bekor qilish` back to the list and `Saqlash`, kept in view at the bottom of a long form. */
export function FormActions({ cancelTo, busy, waiting }: FormActionsProps) {
  return (
    <div className="sticky bottom-4 mt-4 flex items-center justify-end gap-3 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur">
      {waiting && <p className="me-auto text-sm text-slate-600">{waiting}</p>}
      <Link to={cancelTo} className="inline-flex min-h-11 items-center rounded-xl px-5 font-medium text-slate-800 hover:bg-slate-100">
        Bekor qilish
      </Link>
      <button
        type="submit"
        disabled={busy || Boolean(waiting)}
        aria-busy={busy || undefined}
        className="inline-flex min-h-11 items-center rounded-xl bg-sky-400 px-6 font-semibold text-sky-950 hover:bg-sky-300 focus-visible:outline-2 focus-visible:outline-sky-700 disabled:opacity-50"
      >
        {busy ? 'Saqlanmoqda…' : 'Saqlash'}
      </button>
    </div>
  );
}
