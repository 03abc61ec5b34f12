import { useQuery } from '@tanstack/react-query';
import type { CourierLoad } from '../../../contract/courier';
import type { OrderLine } from '../../../contract/order';
import { paymentMethodLabels } from '../../../contract/labels';
import { formatMoney } from '../../../lib/money';
import { deliveryListQueryOptions } from '../api/get-delivery-list';
import { lineLabel } from './line-label';
import { bottlesToTakeBack, cashToCollect } from './order-derivations';

const cell = 'border border-slate-400 px-1.5 py-1 align-top';

/** The full returnable bottles an order hands out: what the courier loads for it. */
const fullBottles = (lines: readonly OrderLine[]) =>
  lines.reduce((sum, line) => sum + (line.product.isReturnable ? line.quantity : 0), 0);

/** One courier's page of the delivery list: every open order with what the courier needs at the door. */
export function DeliverySheet({
  courier,
  day,
}: {
  courier: Pick<CourierLoad, 'id' | 'fullName' | 'phone'>;
  day: string;
}) {
  const { data: stops, isPending, isError } = useQuery(deliveryListQueryOptions(courier.id));
  const cash = stops?.reduce((sum, stop) => sum + cashToCollect(stop.order), 0) ?? 0;
  const bottles = stops?.reduce((sum, stop) => sum + bottlesToTakeBack(stop.order), 0) ?? 0;
  const full = stops?.reduce((sum, stop) => sum + fullBottles(stop.lines), 0) ?? 0;
  return (
    <section
      aria-labelledby={`sheet-${courier.id}`}
      className="mb-8 break-after-page rounded-xl border border-slate-200 bg-white p-5 text-[12px] print:mb-0 print:rounded-none print:border-0 print:p-0"
    >
      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`sheet-${courier.id}`} className="text-lg font-semibold">
          Yetkazish roʻyxati — {courier.fullName}
        </h2>
        <p className="text-slate-700">
          {courier.phone} · {day}
        </p>
      </header>
      {isPending && <p>Yuklanmoqda…</p>}
      {isError && <p>Nomaʼlum xatolik yuz berdi.</p>}
      {stops && stops.length === 0 && <p>Ochiq buyurtmalar yoʻq.</p>}
      {stops && stops.length > 0 && (
        <>
          <table className="w-full border-collapse">
            <caption className="sr-only">{`${courier.fullName}: yetkazish roʻyxati`}</caption>
            <thead className="bg-slate-100 text-left">
              <tr>
                <th scope="col" className={cell}>
                  #
                </th>
                <th scope="col" className={cell}>
                  №
                </th>
                <th scope="col" className={cell}>
                  Mijoz, telefon
                </th>
                <th scope="col" className={cell}>
                  Manzil, moʻljal
                </th>
                <th scope="col" className={cell}>
                  Mahsulotlar
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Naqd olinadi
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Toʻla / boʻsh idish
                </th>
                <th scope="col" className={`${cell} w-24`}>
                  Imzo
                </th>
              </tr>
            </thead>
            <tbody>
              {stops.map(({ order, lines }, i) => {
                const { district, street, house, apartment, landmark } = order.address;
                const collect = cashToCollect(order);
                return (
                  <tr key={order.id} className="break-inside-avoid">
                    <td className={cell}>{i + 1}</td>
                    <td className={`${cell} font-semibold`}>{order.number}</td>
                    <td className={cell}>
                      {order.user.fullName}
                      <br />
                      {order.user.phone}
                    </td>
                    <td className={cell}>
                      {[district, street, house && `${house}-uy`, apartment && `${apartment}-xonadon`]
                        .filter(Boolean)
                        .join(', ')}
                      {landmark && <span className="block text-slate-700">Moʻljal: {landmark}</span>}
                      {order.comment && <span className="block text-slate-700">Izoh: {order.comment}</span>}
                    </td>
                    <td className={cell}>
                      {lines.map((line) => (
                        <span key={line.id} className="block">
                          {lineLabel(line)}
                        </span>
                      ))}
                    </td>
                    <td className={`${cell} w-28 text-right tabular-nums`}>
                      {collect ? (
                        <span className="whitespace-nowrap">{formatMoney(collect)}</span>
                      ) : order.paymentStatus === 'success' ? (
                        'Toʻlangan'
                      ) : (
                        paymentMethodLabels[order.paymentMethod]
                      )}
                    </td>
                    <td className={`${cell} text-right tabular-nums whitespace-nowrap`}>
                      {fullBottles(lines)} / {bottlesToTakeBack(order)}
                    </td>
                    <td className={cell} />
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="mt-2 flex flex-wrap gap-x-6 font-medium">
            <span>Buyurtmalar: {stops.length}</span>
            <span>Olinadigan naqd pul: {formatMoney(cash)}</span>
            <span>Toʻla idishlar: {full}</span>
            <span>Qaytariladigan idishlar: {bottles}</span>
          </p>
          <p className="mt-6 flex gap-16">
            <span>Kuryer imzosi: ____________________</span>
            <span>Topshirdi: ____________________</span>
          </p>
        </>
      )}
    </section>
  );
}
