import { useId } from 'react';
import type { ListMeta } from '../contract/envelope';
import { formatNumber } from '../lib/money';
import type { PageCursor } from '../lib/hooks/use-list-params';
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
  /**
   * A keyset-paged list (the orders): its `meta`'s cursors and `approximate`, and where to go by cursor.
   * Oldingi / Keyingi then follow `prev` / `next`, so a deep page costs what the first one does.
   */
  cursors?: Pick<ListMeta, 'next' | 'prev' | 'approximate'> & { onPageAt: (page: number, cursor: PageCursor) => void };
}

export const pageSizes = [20, 50, 100] as const;

/** `Jami: 20 000 · 2 / 1 000` with Oldingi / Keyingi; pass a list's `meta`. An estimated total reads `≈ 34 000`. */
export function Pagination({
  page,
  totalPages,
  total,
  onPage,
  label = 'Sahifalar',
  limit,
  onLimit,
  cursors,
}: PaginationProps) {
  const last = Math.max(1, totalPages);
  const sizeId = useId();
  const about = cursors?.approximate ? '≈ ' : '';
  const previous = () => (cursors?.prev ? cursors.onPageAt(page - 1, { before: cursors.prev }) : onPage(page - 1));
  const following = () => (cursors?.next ? cursors.onPageAt(page + 1, { after: cursors.next }) : onPage(page + 1));
  // A keyset page knows whether another follows; an estimated count may be short of the real last page.
  const hasNext = cursors ? cursors.next !== undefined : page < last;
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <div className="flex items-center gap-4">
        <p>
          Jami:{' '}
          <span className="font-semibold tabular-nums">
            {about}
            {formatNumber(total)}
          </span>
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
        <Button variant="secondary" disabled={page <= 1} onClick={previous}>
          ← Oldingi
        </Button>
        <span aria-live="polite" className="tabular-nums">
          {formatNumber(cursors ? page : Math.min(page, last))} / {about}
          {formatNumber(Math.max(page, last))}
        </span>
        <Button variant="secondary" disabled={!hasNext} onClick={following}>
          Keyingi →
        </Button>
      </div>
    </nav>
  );
}
