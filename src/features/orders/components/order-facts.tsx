import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StatusTag } from '../../../components/status-tag';
import { paymentStatusTones } from '../../../components/status-tones';
import { paymentMethodLabels, paymentStatusLabels } from '../../../contract/labels';
import type { OrderHistory } from '../../../contract/order-history';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/money';
import { OrderAddress } from './order-address';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-3 py-2">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="min-w-0 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const phoneLink = (phone: string) => (
  <a href={`tel:${phone}`} className="tabular-nums text-sky-800 underline underline-offset-2">
    {phone}
  </a>
);

/** Who, where, when and how the order is paid: everything the admin needs besides its lines. */
export function OrderFacts({ order }: { order: OrderHistory }) {
  return (
    <dl className="divide-y divide-slate-100">
      <Fact term="Mijoz">
        <Link to={`/users/details?id=${order.userId}`} className="font-medium text-sky-800 hover:underline">
          {order.user.fullName}
        </Link>
        <span className="ms-2">{phoneLink(order.user.phone)}</span>
      </Fact>
      <Fact term="Manzil">
        <OrderAddress address={order.address} />
      </Fact>
      <Fact term="Kuryer">
        {order.courier ? (
          <>
            {order.courier.fullName} <span className="ms-1">{phoneLink(order.courier.phone)}</span>
          </>
        ) : (
          <span className="text-slate-600">Biriktirilmagan</span>
        )}
      </Fact>
      <Fact term="Toʻlov">
        <span className="me-2">{paymentMethodLabels[order.paymentMethod]}</span>
        <StatusTag label={paymentStatusLabels[order.paymentStatus]} tone={paymentStatusTones[order.paymentStatus]} />
      </Fact>
      <Fact term="Yetkazish sanasi">{formatDate(order.deliveryDate)}</Fact>
      <Fact term="Izoh">{order.comment ?? <span className="text-slate-600">—</span>}</Fact>
      {order.rejectReason && <Fact term="Rad etish sababi">{order.rejectReason}</Fact>}
      <Fact term="Qaytariladigan idishlar">
        {formatNumber(order.bottlesToReturn)} ta · qaytarib olingan: {formatNumber(order.bottlesReturned)} ta
      </Fact>
    </dl>
  );
}
