import { useMemo } from 'react';
import type { Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import type { OrderHistory } from '../../../contract/order-history';
import type { ListParams } from '../../../lib/hooks/use-list-params';
import type { ListResult } from '../../../lib/hooks/use-list-query';
import { useOrderSelection } from '../hooks/order-selection';
import { OrderRowActions } from './order-row-actions';
import { useOpenOrder } from './use-open-order';

interface OrdersTableProps {
  caption: string;
  /** The order columns shown; the table adds `Amallar` after them. */
  columns: Column<OrderHistory>[];
  result: ListResult<OrderHistory>;
  list: ListParams;
  rowClassName?: (row: OrderHistory) => string;
}

/** An admin's page of orders, one line each, a row opening the order. */
export function OrdersTable({ caption, columns, result, list, rowClassName }: OrdersTableProps) {
  const openOrder = useOpenOrder();
  const { selected, setOnPage } = useOrderSelection();
  const selectedIds = useMemo(() => new Set(selected.keys()), [selected]);
  const actions: Column<OrderHistory> = {
    id: 'actions',
    header: 'Amallar',
    align: 'end',
    cell: (o) => <OrderRowActions order={o} onOpen={() => openOrder(o)} />,
  };
  return (
    <ListTable
      caption={caption}
      columns={[...columns, actions]}
      result={result}
      list={list}
      onRowClick={openOrder}
      rowLabel={(o) => `Buyurtma №${o.number}`}
      selected={selectedIds}
      onSelect={(next) => setOnPage(result.data, next)}
      rowClassName={rowClassName}
      dense
    />
  );
}
