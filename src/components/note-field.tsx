import { useId } from 'react';

interface NoteFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  minLength?: number;
  /** Shown under the box and read with it, e.g. the minimum length. */
  hint?: string;
  autoFocus?: boolean;
}

/** A labelled free-text note (a reason, a comment), up to 500 characters. */
export function NoteField({ label, value, onChange, required, minLength, hint, autoFocus }: NoteFieldProps) {
  const hintId = useId();
  return (
    <label className="block">
      <span className="mb-1.5 block text-sm font-medium text-slate-700">{label}</span>
      <textarea
        required={required}
        minLength={minLength}
        maxLength={500}
        rows={3}
        value={value}
        autoFocus={autoFocus}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-xl border border-slate-300 p-3 text-base outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300"
      />
      {hint && (
        <span id={hintId} className="mt-1 block text-sm text-slate-600">
          {hint}
        </span>
      )}
    </label>
  );
}
