import { useEffect, useRef, useState } from 'react';
import { useDraft } from '../lib/hooks/use-draft';
import { Calendar } from './calendar';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD`. */
export const isDate = (text: string) => {
  if (!DATE.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
};

/** Digits typed as `20260304` become `2026-03-04`; anything but digits and dashes is dropped. */
const shape = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('-');
};

interface DateInputProps {
  id?: string;
  /** `YYYY-MM-DD` or `''`. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  className?: string;
  /** As wide as its container (a form), else wide enough for a date (a filter bar). */
  wide?: boolean;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A date field that shows and takes `YYYY-MM-DD` whatever the browser's language (a native date input shows
 * mm/dd/yyyy in an English Chrome), with a calendar beside it. A value is reported once it is a whole real
 * date (or emptied); a partial one stays in the field.
 */
export function DateInput({ id, value, onChange, min, max, className = '', wide, ...aria }: DateInputProps) {
  const [text, setText] = useDraft(value);
  const [open, setOpen] = useState(false);
  // The calendar (18 rem) opens to the left when it would run past the viewport's right edge.
  const [alignEnd, setAlignEnd] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const type = (raw: string) => {
    const next = shape(raw);
    setText(next);
    if (next === '' || isDate(next)) onChange(next);
  };
  const outOfRange = isDate(text) && ((min && text < min) || (max && text > max));

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape anywhere inside closes the calendar
    <div
      ref={root}
      className={`relative flex ${wide ? 'w-full' : 'w-44'}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="YYYY-MM-DD"
        pattern="\d{4}-\d{2}-\d{2}"
        maxLength={10}
        value={text}
        onChange={(event) => type(event.target.value)}
        onBlur={() => !isDate(text) && text !== '' && setText(value)}
        aria-invalid={aria['aria-invalid'] || Boolean(outOfRange) || undefined}
        aria-describedby={aria['aria-describedby']}
        required={aria.required}
        className={`${className} min-w-0 flex-1 rounded-e-none tabular-nums`}
      />
      {/* An icon toggle joined to the field; the kit's Button has no joined shape. */}
      <button
        ref={toggle}
        type="button"
        aria-label="Kalendarni ochish"
        aria-expanded={open}
        onClick={() => {
          const box = root.current?.getBoundingClientRect();
          setAlignEnd(Boolean(box && box.left + 18 * 16 > window.innerWidth));
          setOpen((o) => !o);
        }}
        className="grid w-10 pointer-coarse:w-11 place-items-center rounded-e-lg border border-s-0 border-slate-300 bg-white text-slate-700 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-sky-300"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          aria-hidden="true"
        >
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div className={`absolute top-full z-30 mt-1 ${alignEnd ? 'right-0' : 'left-0'}`}>
          <Calendar
            value={isDate(text) ? text : value}
            min={min}
            max={max}
            onPick={(date) => {
              setText(date);
              onChange(date);
              setOpen(false);
              toggle.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}
