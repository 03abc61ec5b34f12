import { useId } from 'react';

interface NumberStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

// The stepper's own round thumb-sized controls, not the kit's Button.
const buttonClass =
  'flex size-12 items-center justify-center rounded-full bg-sky-400 text-2xl font-semibold text-sky-950 disabled:opacity-40';

/** − value +, thumb-sized; Konsta's Stepper has no accessible names on its buttons. */
export function NumberStepper({ label, value, min, max, onChange }: NumberStepperProps) {
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.round(n) || 0));
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-slate-700">
        {label}
      </label>
      <div className="flex items-center justify-center gap-4">
        <button
          type="button"
          aria-label="Kamaytirish"
          className={buttonClass}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(event) => onChange(clamp(Number(event.target.value)))}
          className="h-12 w-20 rounded-xl border border-slate-300 text-center text-xl tabular-nums outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300"
        />
        <button
          type="button"
          aria-label="Koʻpaytirish"
          className={buttonClass}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
