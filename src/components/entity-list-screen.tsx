import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { List } from '../contract/envelope';
import { useListState } from '../lib/back-to-list';
import type { ListParams } from '../lib/hooks/use-list-params';
import { useListQuery } from '../lib/hooks/use-list-query';
import type { useSelection } from '../lib/hooks/use-selection';
import { AddLink } from './add-link';
import type { Column } from './data-table';
import { entityActionsColumn } from './entity-actions-column';
import { ListTable } from './list-table';
import { PageHeader } from './page-header';
import { SelectionBar } from './selection-bar';

interface EntityListScreenProps<T extends { id: number }, TKey extends QueryKey> {
  /** The page's title and the table's caption: `Mahsulotlar`. */
  title: string;
  /** The entity's form: `Qoʻshish` opens it empty, a row with `?id=`. */
  formPath: string;
  list: Pick<ListParams, 'sort' | 'order' | 'toggleSort' | 'setPage'> & Partial<Pick<ListParams, 'params' | 'clear'>>;
  query: UseQueryOptions<List<T>, Error, List<T>, TKey>;
  /** The entity's columns; the list adds `Tahrirlash` and `Oʻchirish` after them. */
  columns: Column<T>[];
  rowLabel: (row: T) => string;
  filters: ReactNode;
  /** A kept selection of rows (products and discounts are picked here for /products-discounts). */
  selection?: { label: string; state: ReturnType<typeof useSelection> };
  deleteDialog: (row: T | null, onClose: () => void) => ReactNode;
}

/** A catalogue list: the header with `Qoʻshish`, the filters, the sortable table, pages and the delete dialog. */
export function EntityListScreen<T extends { id: number }, TKey extends QueryKey>(
  props: EntityListScreenProps<T, TKey>,
) {
  const { title, formPath, list, query, columns, rowLabel, filters, selection, deleteDialog } = props;
  const result = useListQuery(query);
  const navigate = useNavigate();
  const linkState = useListState();
  const [deleting, setDeleting] = useState<T | null>(null);

  return (
    <section>
      <PageHeader title={title} actions={<AddLink to={formPath} state={linkState} />} />
      {filters}
      {selection && (
        <SelectionBar
          label={selection.label}
          count={selection.state.count}
          onSelectPage={() => selection.state.add(result.data.map((row) => row.id))}
          onClear={selection.state.clear}
        />
      )}
      <ListTable
        caption={title}
        columns={[...columns, entityActionsColumn({ formPath, rowLabel, linkState, onDelete: setDeleting })]}
        result={result}
        list={list}
        selected={selection?.state.ids}
        onSelect={selection?.state.onSelect}
        onRowClick={(row) => navigate(`${formPath}?id=${row.id}`, { state: linkState })}
        rowLabel={rowLabel}
        emptyAction={<AddLink to={formPath} state={linkState} />}
      />
      {deleteDialog(deleting, () => setDeleting(null))}
    </section>
  );
}
