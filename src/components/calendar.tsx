import { useState } from 'react';

const months = [
  'Yanvar',
  'Fevral',
  'Mart',
  'Aprel',
  'May',
  'Iyun',
  'Iyul',
  'Avgust',
  'Sentabr',
  'Oktabr',
  'Noyabr',
  'Dekabr',
];
const weekdays = ['Du', 'Se', 'Ch', 'Pa', 'Ju', 'Sh', 'Ya'];
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`;

interface CalendarProps {
  /** `YYYY-MM-DD` or `''`. */
  value: string;
  min?: string;
  max?: string;
  onPick: (date: string) => void;
}

/** A month of days, Monday first, in Uzbek; each day a button named by its `YYYY-MM-DD`. */
export function Calendar({ value, min, max, onPick }: CalendarProps) {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date().toISOString().slice(0, 10);
  const [shown, setShown] = useState({ year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)) - 1 });
  const { year, month } = shown;
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7;
  const step = (by: number) =>
    setShown(({ year: y, month: m }) => ({ year: y + Math.floor((m + by) / 12), month: (m + by + 12) % 12 }));
  const nav =
    'grid size-9 pointer-coarse:size-11 place-items-center rounded-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600';
  return (
    <div className="w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
      <div className="mb-1 flex items-center justify-between">
        {/* Small square steppers of the month; the kit's Button is for actions with a label. */}
        <button type="button" className={nav} aria-label="Oldingi oy" onClick={() => step(-1)}>
          ‹
        </button>
        <p aria-live="polite" className="text-sm font-semibold">
          {months[month]} {year}
        </p>
        <button type="button" className={nav} aria-label="Keyingi oy" onClick={() => step(1)}>
          ›
        </button>
      </div>
      <div role="grid" aria-label={`${months[month]} ${year}`} className="grid grid-cols-7 gap-0.5 text-center text-sm">
        <div role="row" className="contents">
          {weekdays.map((day) => (
            <span key={day} role="columnheader" className="py-1 text-xs font-medium text-slate-600">
              {day}
            </span>
          ))}
        </div>
        <div role="row" className="contents">
          {Array.from({ length: lead }, (_, i) => (
            <span key={`lead-${i}`} role="gridcell" />
          ))}
          {Array.from({ length: days }, (_, i) => {
            const date = iso(year, month, i + 1);
            const off = (min && date < min) || (max && date > max);
            return (
              <span key={date} role="gridcell">
                {/* A day of the grid: a plain button keeps the cell square. */}
                <button
                  type="button"
                  aria-label={date}
                  aria-pressed={date === value}
                  disabled={Boolean(off)}
                  onClick={() => onPick(date)}
                  className={`h-9 pointer-coarse:h-11 w-full rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-sky-500 disabled:text-slate-300 ${date === value ? 'bg-sky-400 font-semibold text-sky-950' : 'hover:bg-sky-50'}`}
                >
                  {i + 1}
                </button>
              </span>
            );
          })}
        </div>
      </div>
    </div>
  );
}
