import { formatNumber } from '../lib/money';

interface SelectionBarProps {
  /** What is selected, e.g. `Tanlangan mahsulotlar`. */
  label: string;
  count: number;
  onSelectPage?: () => void;
  onClear: () => void;
}

const buttonClass =
  'min-h-9 pointer-coarse:min-h-11 rounded-lg px-3 text-sm font-medium text-sky-800 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-40';

/** The count of a kept selection with "select the page" and "clear" buttons. */
export function SelectionBar({ label, count, onSelectPage, onClear }: SelectionBarProps) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 rounded-xl bg-sky-50 px-3 py-1.5 text-sm text-slate-800">
      <p aria-live="polite">
        {label}: <span className="font-semibold tabular-nums">{formatNumber(count)}</span>
      </p>
      <div className="ms-auto flex gap-1">
        {onSelectPage && (
          <button type="button" className={buttonClass} onClick={onSelectPage}>
            Sahifadagilarni tanlash
          </button>
        )}
        <button type="button" className={buttonClass} disabled={count === 0} onClick={onClear}>
          Tanlovni tozalash
        </button>
      </div>
    </div>
  );
}
