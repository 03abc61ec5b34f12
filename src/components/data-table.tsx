import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { SortOrder } from '../contract/enums';
import { EmptyState } from './empty-state';

export interface Column<T> {
  /** Unique among the columns. */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The list's `sort` value for this column; makes the header a toggle with `aria-sort`. */
  sortKey?: string;
  align?: 'start' | 'end';
  className?: string;
  /** Shown from 1280 px up: a column a 1024-px screen can do without; `2xl`: from 1536 px up. */
  wideOnly?: boolean | '2xl';
}

type Key = string | number;

interface DataTableProps<T> {
  /** Read by screen readers (a visually hidden caption). */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  isLoading?: boolean;
  emptyText?: string;
  sort?: string;
  order?: SortOrder;
  onSort?: (sortKey: string) => void;
  /** A checkbox per row and one for the page. */
  selected?: ReadonlySet<Key>;
  onSelect?: (next: Set<Key>) => void;
  /** Click or Enter on a row (clicks on its buttons, links and fields are left to them). */
  onRowClick?: (row: T) => void;
  rowLabel?: (row: T) => string;
  /** One line per row (≤ 48 px): cells do not wrap and have little padding. */
  dense?: boolean;
  /** Shown instead of `Maʼlumot yoʻq` when there are no rows (what filter is on, what to do). */
  empty?: ReactNode;
  /** Extra classes of a row, e.g. to highlight one that just arrived. */
  rowClassName?: (row: T) => string;
}

const hideClass = (wideOnly: Column<unknown>['wideOnly']) =>
  wideOnly === '2xl' ? 'hidden 2xl:table-cell' : wideOnly ? 'hidden xl:table-cell' : '';
const INTERACTIVE = 'a,button,input,select,textarea,label,[role="button"]';
/** What a row's arrow keys move between: its own controls, not those of a dialog or menu opened from it. */
const CONTROLS = 'a[href],button,input,select,textarea';
const OVERLAY = 'dialog,[role="dialog"],[role="alertdialog"],[role="menu"]';
const rowControls = (row: HTMLElement) =>
  [...row.querySelectorAll<HTMLElement>(CONTROLS)].filter((el) => !el.closest(OVERLAY));
const SKELETON_ROWS = 6;
const ariaSort = (active: boolean, order?: SortOrder) =>
  active ? (order === 'asc' ? 'ascending' : 'descending') : 'none';

/**
 * The admin list table: sortable headers (`sortKey` + `sort`/`order`/`onSort`, usually from
 * useListParams), optional row selection, row click/Enter, skeleton rows while loading and
 * `Maʼlumot yoʻq` when empty. Wide tables scroll sideways on tablets.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    caption,
    columns,
    rows,
    rowKey,
    isLoading,
    emptyText,
    sort,
    order,
    onSort,
    selected,
    onSelect,
    onRowClick,
    rowLabel,
    dense,
    rowClassName,
    empty,
  } = props;
  const selectable = Boolean(selected && onSelect);
  const lastClicked = useRef<Key | undefined>(undefined);
  const keys = rows.map(rowKey);
  const allOn = keys.length > 0 && keys.every((k) => selected?.has(k));

  // Shift-click sets every row from the last one clicked to this one as this one now is.
  const toggle = (key: Key, shift: boolean) => {
    const next = new Set(selected);
    const on = !next.has(key);
    const from = shift && lastClicked.current !== undefined ? keys.indexOf(lastClicked.current) : -1;
    const to = keys.indexOf(key);
    const range = from >= 0 ? keys.slice(Math.min(from, to), Math.max(from, to) + 1) : [key];
    for (const k of range)
      if (on) next.add(k);
      else next.delete(k);
    lastClicked.current = key;
    onSelect?.(next);
  };
  const toggleAll = () => {
    const next = new Set(selected);
    for (const key of keys)
      if (allOn) next.delete(key);
      else next.add(key);
    onSelect?.(next);
  };
  const onClick = (event: MouseEvent, row: T) => {
    if (!(event.target as Element).closest(INTERACTIVE)) onRowClick?.(row);
  };
  // A focusable row is one Tab stop: its controls are reached with the arrow keys (WAI-ARIA grid-like).
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (!onRowClick) return;
    for (const tr of body.current?.rows ?? []) for (const el of rowControls(tr)) el.tabIndex = -1;
  });
  // Enter opens the focused row; the arrow keys move between rows (from a row or from inside one), and
  // left and right between the row and its controls.
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    const onRow = event.target === event.currentTarget;
    if (event.key === 'Enter' && onRow) onRowClick?.(row);
    if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && !(event.target as Element).closest(OVERLAY)) {
      const controls = rowControls(event.currentTarget);
      const at = controls.indexOf(event.target as HTMLElement);
      const next =
        event.key === 'ArrowRight'
          ? controls[onRow ? 0 : at + 1]
          : at > 0
            ? controls[at - 1]
            : onRow
              ? undefined
              : event.currentTarget;
      if (next) {
        event.preventDefault();
        next.focus();
      }
      return;
    }
    if (
      (event.key === 'ArrowDown' || event.key === 'ArrowUp') &&
      (onRow || !(event.target as Element).closest('[role="menu"],input,select,textarea'))
    ) {
      const next =
        event.key === 'ArrowDown' ? event.currentTarget.nextElementSibling : event.currentTarget.previousElementSibling;
      if (next instanceof HTMLElement) {
        event.preventDefault();
        next.focus();
      }
    }
  };
  const cellPadding = dense ? 'px-1.5 py-1 whitespace-nowrap first:ps-3 last:pe-3' : 'px-3 py-2.5';

  if (!isLoading && rows.length === 0) return empty ?? <EmptyState text={emptyText} />;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table
        className={`w-full border-collapse ${dense ? 'text-[13px]' : 'text-sm'}`}
        aria-busy={isLoading || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {selectable && (
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label="Hammasini tanlash"
                  checked={allOn}
                  onChange={toggleAll}
                  className="size-4"
                />
              </th>
            )}
            {columns.map((col) => {
              const active = Boolean(col.sortKey) && col.sortKey === sort;
              return (
                <th
                  key={col.id}
                  scope="col"
                  aria-sort={col.sortKey ? ariaSort(active, order) : undefined}
                  className={`whitespace-nowrap py-2 ${dense ? 'px-1.5 first:ps-3 last:pe-3' : 'px-3'} ${col.align === 'end' ? 'text-right' : ''} ${hideClass(col.wideOnly)}`}
                >
                  {col.sortKey && onSort ? (
                    <button
                      type="button"
                      onClick={() => onSort(col.sortKey!)}
                      className="inline-flex items-center gap-1 rounded uppercase pointer-coarse:min-h-11 outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-sky-500"
                    >
                      {col.header}
                      <span aria-hidden="true" className={active ? 'text-sky-700' : 'text-slate-400'}>
                        {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    col.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody ref={body} className="divide-y divide-slate-100">
          {isLoading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} aria-hidden="true">
                  {selectable && <td className="px-3 py-3" />}
                  {columns.map((col) => (
                    <td key={col.id} className={`px-3 py-3 ${hideClass(col.wideOnly)}`}>
                      <div className="h-4 animate-pulse rounded bg-slate-200" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => {
                const key = rowKey(row);
                return (
                  <tr
                    key={key}
                    tabIndex={onRowClick ? 0 : undefined}
                    aria-label={onRowClick && rowLabel ? rowLabel(row) : undefined}
                    onClick={onRowClick ? (event) => onClick(event, row) : undefined}
                    onKeyDown={onRowClick ? (event) => onKeyDown(event, row) : undefined}
                    className={`${onRowClick ? 'cursor-pointer hover:bg-sky-50 focus-visible:bg-sky-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500' : ''} ${selected?.has(key) ? 'bg-sky-50/60' : ''} ${rowClassName?.(row) ?? ''}`}
                  >
                    {selectable && (
                      <td className="px-3 py-2">
                        <input
                          type="checkbox"
                          aria-label="Tanlash"
                          checked={selected!.has(key)}
                          // React reports a checkbox's change from its click event, which says whether Shift was held.
                          onChange={(event) => toggle(key, (event.nativeEvent as globalThis.MouseEvent).shiftKey)}
                          className="size-4"
                        />
                      </td>
                    )}
                    {columns.map((col) => (
                      <td
                        key={col.id}
                        className={`${cellPadding} align-middle ${col.align === 'end' ? 'text-right tabular-nums' : ''} ${hideClass(col.wideOnly)} ${col.className ?? ''}`}
                      >
                        {col.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
