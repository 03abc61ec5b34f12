import { useId } from 'react';
import { formatNumber } from '../lib/money';
import { Button } from './button';

interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the navigation; screens with two paged lists give each its own. */
  label?: string;
  /** With `onLimit`: a choice of 20, 50 or 100 rows a page. */
  limit?: number;
  onLimit?: (limit: number) => void;
}

export const pageSizes = [20, 50, 100] as const;

/** `Jami: 20 000 · 2 / 1 000` with Oldingi / Keyingi; pass a list's `meta`. */
export function Pagination({ page, totalPages, total, onPage, label = 'Sahifalar', limit, onLimit }: PaginationProps) {
  const last = Math.max(1, totalPages);
  const sizeId = useId();
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <div className="flex items-center gap-4">
        <p>
          Jami: <span className="font-semibold tabular-nums">{formatNumber(total)}</span>
        </p>
        {limit !== undefined && onLimit && (
          <span className="flex items-center gap-2">
            <label htmlFor={sizeId}>Sahifada:</label>
            <select
              id={sizeId}
              value={limit}
              onChange={(event) => onLimit(Number(event.target.value))}
              className="h-10 pointer-coarse:h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300"
            >
              {(pageSizes.includes(limit as 20) ? pageSizes : [...pageSizes, limit].sort((a, b) => a - b)).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </span>
        )}
      </div>
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
