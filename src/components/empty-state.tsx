import type { ReactNode } from 'react';

/** `Maʼlumot yoʻq`, and what to do about it (`action`: e.g. `Qoʻshish`). */
export function EmptyState({ text = 'Maʼlumot yoʻq', action }: { text?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-600">
      <svg
        viewBox="0 0 24 24"
        className="size-10 text-slate-400"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        aria-hidden="true"
      >
        <path d="M4 13h4l2 3h4l2-3h4M5 5h14l2 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6z" />
      </svg>
      <p>{text}</p>
      {action}
    </div>
  );
}
