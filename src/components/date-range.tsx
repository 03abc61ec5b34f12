import { useId } from 'react';
import { DateInput } from './date-input';

export interface DateRangeValue {
  from: string;
  to: string;
}

interface DateRangeProps extends DateRangeValue {
  onChange: (next: DateRangeValue) => void;
  fromLabel?: string;
  toLabel?: string;
}

const inputClass =
  'h-10 pointer-coarse:h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300';

/** Two date fields (`YYYY-MM-DD` in every browser language, with a calendar); each bounds the other. */
export function DateRange({ from, to, onChange, fromLabel = 'Sanadan', toLabel = 'Sanagacha' }: DateRangeProps) {
  const id = useId();
  return (
    <div className="flex items-end gap-2">
      <div>
        <label htmlFor={`${id}-from`} className="mb-1 block text-xs font-medium text-slate-600">
          {fromLabel}
        </label>
        <DateInput
          id={`${id}-from`}
          className={inputClass}
          value={from}
          max={to || undefined}
          onChange={(value) => onChange({ from: value, to })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="mb-1 block text-xs font-medium text-slate-600">
          {toLabel}
        </label>
        <DateInput
          id={`${id}-to`}
          className={inputClass}
          value={to}
          min={from || undefined}
          onChange={(value) => onChange({ from, to: value })}
        />
      </div>
    </div>
  );
}
