import { formatNumber } from '../lib/money';
import { Button } from './button';

interface SelectionBarProps {
  /** What is selected, e.g. `Tanlangan mahsulotlar`. */
  label: string;
  count: number;
  onSelectPage?: () => void;
  onClear: () => void;
}

/** The count of a kept selection with "select the page" and "clear" buttons. */
export function SelectionBar({ label, count, onSelectPage, onClear }: SelectionBarProps) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 rounded-xl bg-sky-50 px-3 py-1.5 text-sm text-slate-800">
      <p aria-live="polite">
        {label}: <span className="font-semibold tabular-nums">{formatNumber(count)}</span>
      </p>
      <div className="ms-auto flex gap-1">
        {onSelectPage && (
          <Button variant="ghost" size="sm" onClick={onSelectPage}>
            Sahifadagilarni tanlash
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={count === 0} onClick={onClear}>
          Tanlovni tozalash
        </Button>
      </div>
    </div>
  );
}
