import { useEffect, useId, useRef, useState } from 'react';

interface MultiSelectFieldProps {
  label: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  className?: string;
  /** The label on the left (`Tuman: [Barchasi]`), as SelectField's `inline`. */
  inline?: boolean;
}

/**
 * A labelled button that opens a list of checkboxes (a disclosure): for a filter with more choices than chips
 * fit, e.g. the districts. Escape or a click outside closes it, focus going back to the button.
 */
export function MultiSelectField({ label, options, value, onChange, className = '', inline }: MultiSelectFieldProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const summary =
    value.length === 0 ? 'Barchasi' : value.length <= 2 ? value.join(', ') : `${value.length} ta tanlangan`;

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const toggle = (option: string) =>
    onChange(
      value.includes(option)
        ? value.filter((v) => v !== option)
        : options.filter((o) => o === option || value.includes(o)),
    );

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape anywhere inside closes the list
    <div
      ref={root}
      className={`relative ${inline ? 'flex items-center gap-1.5' : ''} ${className}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <span id={`${id}-label`} className={`text-xs font-medium text-slate-600 ${inline ? 'shrink-0' : 'mb-1 block'}`}>
        {inline ? `${label}:` : label}
      </span>
      {/* A select-like disclosure button: the kit's Button draws an action, not a field. */}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen((o) => !o)}
        className={`flex ${inline ? 'h-9' : 'h-10'} pointer-coarse:h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-2 text-left text-sm text-slate-900 outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300`}
      >
        <span id={`${id}-value`} className="truncate">
          {summary}
        </span>
        <span aria-hidden="true" className="text-slate-500">
          ▾
        </span>
      </button>
      {open && (
        <fieldset
          id={`${id}-list`}
          className="absolute top-full z-30 mt-1 max-h-72 w-60 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <legend className="sr-only">{label}</legend>
          {options.map((option) => (
            <label
              key={option}
              className="flex min-h-10 pointer-coarse:min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm hover:bg-sky-50"
            >
              <input
                type="checkbox"
                checked={value.includes(option)}
                onChange={() => toggle(option)}
                className="size-4"
              />
              {option}
            </label>
          ))}
          {options.length === 0 && <p className="px-2 py-2 text-sm text-slate-600">Maʼlumot yoʻq</p>}
        </fieldset>
      )}
    </div>
  );
}
