import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useErrorToast } from '../../../lib/hooks/use-error-toast';
import { orderQueryOptions } from '../api/get-order';
import { AddProductForm } from './add-product-form';
import { OrderFacts } from './order-facts';
import { OrderHeader } from './order-header';
import { OrderLinesTable } from './order-lines-table';
import { OrderTimeline } from './order-timeline';

/** API.md: lines change only while the order is pending or accepted. */
const editableStatuses = new Set(['pending', 'accepted']);

/** The screens an order is opened from, and the back link's text for each. */
const lists: Record<string, string> = {
  '/orders': 'Buyurtmalar',
  '/all-orders': 'Barcha buyurtmalar',
  '/users/details': 'Foydalanuvchi',
};

/** Back to the list the admin came from, with its filters and page; `/orders` when opened directly. */
function useBackLink() {
  const state: unknown = useLocation().state;
  const back = (state as { back?: unknown } | null)?.back;
  const path = typeof back === 'string' ? back.split('?')[0]! : '';
  return path in lists ? { to: back as string, label: lists[path]! } : { to: '/orders', label: lists['/orders']! };
}

const panel = 'rounded-xl border border-slate-200 bg-white p-4';

/** The order's workspace: its header and actions, its lines, who and where, and its history. */
export default function OrderProductsScreen() {
  const id = Number(useParams().id);
  const order = useQuery(orderQueryOptions(id));
  useErrorToast(order.error);
  const back = useBackLink();
  const data = order.data;
  const editable = Boolean(data && editableStatuses.has(data.status));

  return (
    <section>
      <PageHeader title="Buyurtma mahsulotlari" back={back} />
      {order.isPending && <Loading />}
      {order.isError && !data && <EmptyState />}
      {data && (
        <>
          <OrderHeader order={data} />
          <div className="grid gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="min-w-0">
              {!editable && (
                <p
                  role="note"
                  className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
                >
                  Buyurtma «Qabul qilingan» holatidan oʻtgan: mahsulotlarini oʻzgartirib boʻlmaydi.
                </p>
              )}
              <OrderLinesTable orderHistoryId={id} lines={data.lines} editable={editable} />
              {editable && <AddProductForm orderHistoryId={id} />}
              <section aria-labelledby="order-history" className={`mt-5 ${panel}`}>
                <h2 id="order-history" className="mb-3 font-semibold">
                  Tarix
                </h2>
                <OrderTimeline events={data.events} />
              </section>
            </div>
            <section aria-labelledby="order-facts" className={`self-start ${panel}`}>
              <h2 id="order-facts" className="mb-1 font-semibold">
                Buyurtma maʼlumotlari
              </h2>
              <OrderFacts order={data} />
            </section>
          </div>
        </>
      )}
    </section>
  );
}
