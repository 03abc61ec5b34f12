import type { ListParams } from '../lib/hooks/use-list-params';
import type { ListResult } from '../lib/hooks/use-list-query';
import type { ReactNode } from 'react';
import { DataTable, type Column } from './data-table';
import { EmptyFiltered, hasFilters } from './empty-filtered';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';

interface ListTableProps<T extends { id: number }> {
  /** The table's caption. */
  caption: string;
  columns: Column<T>[];
  /** What useListQuery gave. */
  result: ListResult<T>;
  /** The list's paging, and its sorting where the columns sort. */
  list: Pick<ListParams, 'setPage'> &
    Partial<
      Pick<ListParams, 'setPageAt' | 'sort' | 'order' | 'toggleSort' | 'limit' | 'setLimit' | 'params' | 'clear'>
    >;
  /** What an empty list with no filter offers, e.g. `Qoʻshish`. */
  emptyAction?: ReactNode;
  /** Names the pages' navigation where a screen has more than one list. */
  pagesLabel?: string;
  onRowClick?: (row: T) => void;
  rowLabel?: (row: T) => string;
  selected?: ReadonlySet<string | number>;
  onSelect?: (next: Set<string | number>) => void;
  dense?: boolean;
  rowClassName?: (row: T) => string;
}

/** An admin list's page of rows, sorted and paged through the URL's list params. */
export function ListTable<T extends { id: number }>({
  result,
  list,
  pagesLabel,
  emptyAction,
  ...table
}: ListTableProps<T>) {
  const { data, meta, isLoading } = result;
  const filtered = list.params && list.clear && hasFilters(list.params);
  const empty = filtered ? (
    <EmptyFiltered params={list.params!} onClear={list.clear!} />
  ) : (
    emptyAction && <EmptyState action={emptyAction} />
  );
  return (
    <>
      <DataTable
        {...table}
        rows={data}
        empty={empty || undefined}
        rowKey={(row) => row.id}
        isLoading={isLoading}
        sort={list.sort}
        order={list.order}
        onSort={list.toggleSort}
      />
      {meta && (
        <Pagination
          page={meta.page}
          totalPages={meta.totalPages}
          total={meta.total}
          onPage={list.setPage}
          label={pagesLabel}
          limit={list.setLimit && list.limit}
          onLimit={list.setLimit}
          cursors={
            list.setPageAt && (meta.next !== undefined || meta.prev !== undefined)
              ? { next: meta.next, prev: meta.prev, approximate: meta.approximate, onPageAt: list.setPageAt }
              : undefined
          }
        />
      )}
    </>
  );
}
