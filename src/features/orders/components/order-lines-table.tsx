import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import type { OrderLine } from '../../../contract/order';
import { formatMoney } from '../../../lib/money';
import { useDeleteOrderLine } from '../api/delete-order-line';
import { useUpdateOrderLine } from '../api/update-order-line';
import { sizedName } from './line-label';
import { LineQuantity } from './line-quantity';
import { Button } from '../../../components/button';

interface OrderLinesTableProps {
  orderHistoryId: number;
  lines: OrderLine[];
  editable: boolean;
}

/** The order's lines; while `editable`, quantities change in place and a line can be removed. */
export function OrderLinesTable({ orderHistoryId, lines, editable }: OrderLinesTableProps) {
  const update = useUpdateOrderLine(orderHistoryId);
  const remove = useDeleteOrderLine(orderHistoryId);
  const [removing, setRemoving] = useState<OrderLine | null>(null);
  const busy = update.isPending || remove.isPending;

  const columns: Column<OrderLine>[] = [
    { id: 'name', header: 'Mahsulot', cell: (l) => <span className="font-medium">{sizedName(l.product)}</span> },
    { id: 'price', header: 'Narx', align: 'end', className: 'whitespace-nowrap', cell: (l) => formatMoney(l.price) },
    {
      id: 'quantity',
      header: 'Miqdor',
      align: 'end',
      cell: (l) =>
        editable ? (
          <LineQuantity
            value={l.quantity}
            label={`${l.product.name}: miqdor`}
            disabled={busy}
            onSave={(quantity) => update.mutate({ id: l.id, quantity })}
          />
        ) : (
          // Items, not litres: three 18,9-l bottles are "3 ta".
          `${l.quantity} ta`
        ),
    },
    {
      id: 'discount',
      header: 'Chegirma',
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (l) => formatMoney(l.discountAmount),
    },
    {
      id: 'total',
      header: 'Jami',
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (l) => <span className="font-semibold">{formatMoney(l.total)}</span>,
    },
  ];
  if (editable) {
    columns.push({
      id: 'remove',
      header: <span className="sr-only">Amallar</span>,
      align: 'end',
      cell: (l) => (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => setRemoving(l)}
          className={busy ? undefined : 'text-red-800!'}
        >
          Oʻchirish
        </Button>
      ),
    });
  }

  return (
    <>
      <DataTable caption="Buyurtma mahsulotlari" columns={columns} rows={lines} rowKey={(l) => l.id} />
      <ConfirmDialog
        opened={removing !== null}
        title="Mahsulotni oʻchirasizmi?"
        content={removing && `${removing.product.name} buyurtmadan olib tashlanadi.`}
        confirmText="Oʻchirish"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
          setRemoving(null);
        }}
      />
    </>
  );
}
