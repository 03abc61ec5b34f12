import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { orderQueries } from '../../../api/order-history';
import { Stat } from '../../../components/stat';
import { DATE_FORMAT } from '../../../lib/dates';
import { formatMoney, formatNumber } from '../../../lib/money';

/** Today's orders of this courier (the server keeps a courier to their own orders). */
export function TodayTotals() {
  const today = dayjs().format(DATE_FORMAT);
  const day = useQuery(orderQueries.card({ dateFrom: today, dateTo: today }));
  const cash = useQuery(
    orderQueries.card({ dateFrom: today, dateTo: today, status: ['delivered'], paymentMethod: ['cash'] }),
  );
  const show = (value: number | undefined, money = false) =>
    value === undefined ? '—' : money ? formatMoney(value) : formatNumber(value);
  const stats: Array<[string, string]> = [
    ['Bugungi buyurtmalar', show(day.data?.total)],
    ['Yetkazilgan', show(day.data?.byStatus.delivered)],
    ['Summa', show(day.data?.amount, true)],
    ['Naqd yigʻilgan', show(cash.data?.amount, true)],
  ];
  return (
    <dl className="mb-3 grid grid-cols-2 gap-2" aria-label="Bugungi natijalar">
      {stats.map(([label, value]) => (
        <Stat key={label} label={label} value={value} />
      ))}
    </dl>
  );
}
