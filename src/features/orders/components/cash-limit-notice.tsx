import { useQuery } from '@tanstack/react-query';
import { currentShiftQueryOptions } from '../../../api/shift';
import { cashLimitReached } from '../../../contract/shift-rules';
import { formatMoney } from '../../../lib/money';

/**
 * Said before the courier tries: with the cash limit reached, the server refuses another cash order. The shift
 * is not polled here: the courier's own deliveries are drawn into it from their answers, it is read again when
 * an admin's change may have moved the cash (`useShiftAfterCollecting`), and coming back from an order's page
 * does not read it again.
 */
export function CashLimitNotice() {
  const { data } = useQuery({ ...currentShiftQueryOptions(), refetchInterval: false, staleTime: 10 * 60_000 });
  const cash = data?.data?.cashExpected ?? 0;
  const limit = data?.meta?.cashLimit ?? null;
  if (!cashLimitReached(cash, limit)) return null;
  return (
    <p role="alert" className="mb-3 rounded-xl bg-amber-50 p-3 font-medium text-amber-950">
      Avval naqd pulni topshiring: qoʻlingizda {formatMoney(cash)}, naqd toʻlovli buyurtma olib boʻlmaydi.
    </p>
  );
}
