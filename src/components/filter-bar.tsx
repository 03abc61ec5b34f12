import type { ReactNode } from 'react';
import { Button } from './button';

interface FilterBarProps {
  children: ReactNode;
  /** Shows `Tozalash` when some filter is set. */
  onClear?: () => void;
}

/** A wrapping row of filter controls (SearchBox, ChipGroup, SelectField, DateRange) above a list. */
export function FilterBar({ children, onClear }: FilterBarProps) {
  return (
    <search
      aria-label="Filtrlar"
      className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-3"
    >
      {children}
      {onClear && (
        <Button variant="ghost" onClick={onClear} className="ms-auto">
          Tozalash
        </Button>
      )}
    </search>
  );
}
