import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useErrorToast } from '../../../components/use-error-toast';
import { orderQueryOptions } from '../api/get-order';
import { AddProductForm } from './add-product-form';
import { OrderHeader } from './order-header';
import { OrderLinesTable } from './order-lines-table';

/** API.md: lines change only while the order is pending or accepted. */
const editableStatuses = new Set(['pending', 'accepted']);

export default function OrderProductsScreen() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const order = useQuery(orderQueryOptions(id, params.get('number') ?? ''));
  useErrorToast(order.error);
  const editable = Boolean(order.data && editableStatuses.has(order.data.status));

  return (
    <section>
      <PageHeader title="Buyurtma mahsulotlari" back={{ to: '/all-orders', label: 'Barcha buyurtmalar' }} />
      {order.data && <OrderHeader order={order.data} />}
      {order.data && !editable && (
        <p role="note" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Buyurtma «Qabul qilingan» holatidan oʻtgan: mahsulotlarini oʻzgartirib boʻlmaydi.
        </p>
      )}
      <OrderLinesTable orderHistoryId={id} editable={editable} />
      {editable && <AddProductForm orderHistoryId={id} />}
    </section>
  );
}
