interface StatProps {
  label: string;
  value: string;
  /** Drawn warmer: money the courier must act on. */
  strong?: boolean;
}

/** One figure of a summary: a `<dt>`/`<dd>` pair, so place it in a `<dl>`. */
export function Stat({ label, value, strong }: StatProps) {
  return (
    <div
      className={`rounded-xl border border-slate-200 p-3 ${strong ? 'bg-amber-50 text-amber-950' : 'bg-white text-slate-900'}`}
    >
      <dt className="text-xs text-slate-700">{label}</dt>
      <dd className="text-sm font-semibold whitespace-nowrap tabular-nums min-[360px]:text-base">{value}</dd>
    </div>
  );
}
