import type { ReactNode } from 'react';

interface FilterBarProps {
  children: ReactNode;
  /** Shows `Tozalash` when some filter is set. */
  onClear?: () => void;
}

/** A wrapping row of filter controls (SearchBox, ChipGroup, SelectField, DateRange) above a list. */
export function FilterBar({ children, onClear }: FilterBarProps) {
  return (
    <search aria-label="Filtrlar" className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-3">
      {children}
      {onClear && (
        <button type="button" onClick={onClear} className="ms-auto min-h-10 pointer-coarse:min-h-11 rounded-lg px-3 text-sm font-medium text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-500">
          Tozalash
        </button>
      )}
    </search>
  );
}
