import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { orderQueries } from '../../../api/order-history';
import { Stat } from '../../../components/stat';
import { DATE_FORMAT } from '../../../lib/dates';
import { formatMoney, formatNumber } from '../../../lib/money';

/** Today's orders, the open orders, today's delivered revenue and the rejected share of today's orders. */
export function SummaryCards() {
  const today = dayjs().format(DATE_FORMAT);
  const card = useQuery(orderQueries.card({ dateFrom: today, dateTo: today })).data;
  const delivered = useQuery(orderQueries.card({ dateFrom: today, dateTo: today, status: ['delivered'] })).data;
  const open = useQuery(orderQueries.openCard()).data;
  const rejected = card && card.total > 0 ? Math.round((card.byStatus.rejected / card.total) * 100) : 0;
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 xl:grid-cols-4">
      <Stat label="Bugungi buyurtmalar" value={card ? formatNumber(card.total) : '—'} />
      <Stat label="Ochiq buyurtmalar" value={open ? formatNumber(open.total) : '—'} />
      <Stat label="Bugungi tushum (yetkazilgan)" value={delivered ? formatMoney(delivered.amount) : '—'} strong />
      <Stat label="Rad etilganlar ulushi (bugun)" value={card ? `${rejected}%` : '—'} />
    </dl>
  );
}
