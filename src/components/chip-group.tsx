interface ChipGroupProps<T extends string> {
  /** Names the group for screen readers, e.g. `Holat`. */
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: readonly T[];
  onChange: (next: T[]) => void;
}

/** A multi-select of an enum filter: toggle buttons with `aria-pressed`; none pressed means all. */
export function ChipGroup<T extends string>({ label, options, labels, value, onChange }: ChipGroupProps<T>) {
  const toggle = (option: T) =>
    onChange(
      value.includes(option)
        ? value.filter((v) => v !== option)
        : options.filter((o) => o === option || value.includes(o)),
    );
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1.5">
      <span className="me-1 text-xs font-medium text-slate-600" aria-hidden="true">
        {label}:
      </span>
      {options.map((option) => {
        const on = value.includes(option);
        // A toggle chip (aria-pressed), not an action: the kit's Button does not draw its on/off states.
        return (
          <button
            key={option}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(option)}
            className={`min-h-9 pointer-coarse:min-h-11 rounded-full border px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-sky-500 ${on ? 'border-sky-400 bg-sky-400 text-sky-950' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
          >
            {labels[option]}
          </button>
        );
      })}
    </div>
  );
}
