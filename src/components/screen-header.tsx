import type { ReactNode } from 'react';

/** The screen's one `<h1>`, with room for actions on the right; `compact` where every line of the phone counts. */
export function ScreenHeader({ title, actions, compact }: { title: string; actions?: ReactNode; compact?: boolean }) {
  return (
    <header className={`flex flex-wrap items-center justify-between ${compact ? 'mb-1 gap-2' : 'mb-4 gap-3'}`}>
      <h1 className={`${compact ? 'text-lg' : 'text-2xl'} font-semibold tracking-tight text-slate-900`}>{title}</h1>
      {actions && <div className="flex items-center gap-2">{actions}</div>}
    </header>
  );
}
