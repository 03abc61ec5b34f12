import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The empty choice, meaning "no filter"; `null` for a required select. */
  allLabel?: string | null;
  className?: string;
  /** The label on the left (`Kuryer: [Barchasi]`), a line lower than one above its field. */
  inline?: boolean;
}

/** A labelled native `<select>`; `''` is the "Barchasi" choice. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  allLabel = 'Barchasi',
  className = '',
  inline,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={inline ? `flex items-center gap-1.5 ${className}` : className}>
      <label htmlFor={id} className={`text-xs font-medium text-slate-600 ${inline ? 'shrink-0' : 'mb-1 block'}`}>
        {inline ? `${label}:` : label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inline ? 'h-9' : 'h-10'} pointer-coarse:h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300`}
      >
        {allLabel !== null && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** `{ value, label }` pairs of an enum and its label map. */
export const enumOptions = <T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** The choices of an `isActive` filter. */
export const activeOptions: readonly SelectOption[] = [
  { value: 'true', label: 'Faol' },
  { value: 'false', label: 'Nofaol' },
];

/** Rows with an id and a name (brands, categories) as choices. */
export const namedOptions = (items: readonly { id: number; name: string }[] = []): SelectOption[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
