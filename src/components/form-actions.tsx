import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useKeepFocusVisible } from '../lib/hooks/use-keep-focus-visible';
import { Button } from './button';

interface FormActionsProps {
  cancelTo: string;
  busy: boolean;
  /** Why saving waits, e.g. images still uploading. */
  waiting?: string;
}

/** `Bekor qilish` back to the list and `Saqlash`, kept in view at the bottom of a long form. */
export function FormActions({ cancelTo, busy, waiting }: FormActionsProps) {
  const bar = useRef<HTMLDivElement>(null);
  useKeepFocusVisible(bar);
  return (
    <div
      ref={bar}
      className="sticky bottom-4 mt-4 flex items-center justify-end gap-3 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur"
    >
      {waiting && <p className="me-auto text-sm text-slate-600">{waiting}</p>}
      <Link
        to={cancelTo}
        className="inline-flex min-h-11 items-center rounded-xl px-5 font-medium text-slate-800 hover:bg-slate-100"
      >
        Bekor qilish
      </Link>
      <Button type="submit" disabled={busy || Boolean(waiting)} aria-busy={busy || undefined} className="min-h-11">
        {busy ? 'Saqlanmoqda…' : 'Saqlash'}
      </Button>
    </div>
  );
}
