import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { shiftCardQueryOptions } from '../../../api/shift';
import { Stat } from '../../../components/stat';
import { DATE_FORMAT } from '../../../lib/dates';
import { formatMoney, formatNumber } from '../../../lib/money';

/** The couriers' cash: what they hold now, the shifts waiting to be counted, and today's shortfall or surplus. */
export function ShiftCards() {
  const today = dayjs().format(DATE_FORMAT);
  const held = useQuery(shiftCardQueryOptions({ status: ['open', 'closing'] })).data;
  const counted = useQuery(shiftCardQueryOptions({ status: ['closed'], dateFrom: today, dateTo: today })).data;
  return (
    <section aria-labelledby="shift-cards-title" className="mb-6">
      <h2 id="shift-cards-title" className="mb-2 flex items-baseline justify-between text-lg font-semibold">
        Kuryerlar
        <Link to="/couriers" className="text-sm font-medium text-sky-800 hover:underline">
          Barcha kuryerlar
        </Link>
      </h2>
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-3">
        <Stat label="Kuryerlardagi naqd pul" value={held ? formatMoney(held.cashExpected) : '—'} strong />
        <Stat label="Tasdiqlash kutilmoqda" value={held ? formatNumber(held.closing) : '—'} />
        <Stat label="Smenalar farqi (bugun)" value={counted ? formatMoney(counted.cashDifference) : '—'} />
      </dl>
    </section>
  );
}
