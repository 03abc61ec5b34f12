import { formatNumber } from '../lib/money';
import { Button } from './button';

interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the navigation; screens with two paged lists give each its own. */
  label?: string;
}

/** `Jami: 20 000 · 2 / 1 000` with Oldingi / Keyingi; pass a list's `meta`. */
export function Pagination({ page, totalPages, total, onPage, label = 'Sahifalar' }: PaginationProps) {
  const last = Math.max(1, totalPages);
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        Jami: <span className="font-semibold tabular-nums">{formatNumber(total)}</span>
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          ← Oldingi
        </Button>
        <span aria-live="polite" className="tabular-nums">
          {formatNumber(Math.min(page, last))} / {formatNumber(last)}
        </span>
        <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
          Keyingi →
        </Button>
      </div>
    </nav>
  );
}
