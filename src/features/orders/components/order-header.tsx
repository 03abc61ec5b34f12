import { Stat } from '../../../components/stat';
import { paymentMethodLabels } from '../../../contract/labels';
import type { OrderHistory } from '../../../contract/order-history';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { OrderStatusTag } from './order-status-tag';

/** Who ordered, its status and its totals (which change with every line write). */
export function OrderHeader({ order }: { order: OrderHistory }) {
  return (
    <div className="mb-5 rounded-xl border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1">
        <h2 className="text-lg font-semibold">№{order.number}</h2>
        <OrderStatusTag status={order.status} />
        <span className="text-sm text-slate-700">
          {order.user.fullName} · {order.user.phone}
        </span>
        <span className="text-sm text-slate-600">
          {formatDate(order.createdAt)} · yetkazish {formatDate(order.deliveryDate)} · {paymentMethodLabels[order.paymentMethod]}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Buyurtma summasi">
        <Stat label="Mahsulotlar" value={formatMoney(order.subtotal)} />
        <Stat label="Chegirma" value={formatMoney(order.discountTotal)} />
        <Stat label="Yetkazish" value={formatMoney(order.deliveryFee)} />
        <Stat label="Jami" value={formatMoney(order.total)} strong />
      </dl>
    </div>
  );
}
