import { Stat } from '../../../components/stat';
import type { OrderHistory } from '../../../contract/order-history';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { AdminOrderButtons } from './admin-order-actions';
import { OrderStatusTag } from './order-status-tag';
import { PaymentStatusField } from './payment-status-field';

/** The order's number, status and totals (which change with every line write), and what the admin can do now. */
export function OrderHeader({ order }: { order: OrderHistory }) {
  return (
    <div className="mb-5 rounded-xl border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="text-lg font-semibold">№{order.number}</h2>
        <OrderStatusTag status={order.status} />
        <span className="text-sm text-slate-600">Joylangan: {formatDate(order.createdAt)}</span>
        <div className="ms-auto flex flex-wrap items-end gap-3">
          <AdminOrderButtons order={order} />
          <PaymentStatusField order={order} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Buyurtma summasi">
        <Stat label="Mahsulotlar" value={formatMoney(order.subtotal)} />
        <Stat label="Chegirma" value={formatMoney(order.discountTotal)} />
        <Stat label="Yetkazib berish" value={formatMoney(order.deliveryFee)} />
        <Stat label="Jami" value={formatMoney(order.total)} strong />
      </dl>
    </div>
  );
}
