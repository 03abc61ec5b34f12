import { useId } from 'react';
import { formatMoney, formatNumber } from '../../../lib/money';

interface HandoverFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** What the shift expects; null when there is nothing to compare against. */
  expected: number | null;
  money?: boolean;
  max: number;
}

/** One counted figure, with what the shift expects and the difference ("Farq") beside it, live. */
export function HandoverField({ label, value, onChange, expected, money, max }: HandoverFieldProps) {
  const id = useId();
  const format = money ? formatMoney : formatNumber;
  const difference = expected === null ? null : value - expected;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={value}
        onChange={(event) => onChange(Math.min(max, Math.max(0, Math.round(Number(event.target.value)) || 0)))}
        className="mt-1 h-12 w-full rounded-xl border border-slate-300 px-3 text-lg tabular-nums outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300"
      />
      <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-sm text-slate-700">
        <span>Kutilgan: {expected === null ? '—' : format(expected)}</span>
        {difference !== null && (
          <span className={difference === 0 ? 'text-slate-700' : 'font-semibold text-red-800'}>
            Farq: {difference > 0 ? '+' : ''}
            {format(difference)}
          </span>
        )}
      </p>
    </div>
  );
}
