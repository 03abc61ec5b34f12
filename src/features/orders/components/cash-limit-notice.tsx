import { useQuery } from '@tanstack/react-query';
import { runShiftQueryOptions } from '../../../api/shift';
import { cashLimitReached } from '../../../contract/shift-rules';
import { formatMoney } from '../../../lib/money';

/**
 * Said before the courier tries: with the cash limit reached, the server refuses another cash order. Coming back
 * from an order's page does not read the shift again (`runShiftQueryOptions`).
 */
export function CashLimitNotice() {
  const { data } = useQuery(runShiftQueryOptions());
  const cash = data?.data?.cashExpected ?? 0;
  const limit = data?.meta?.cashLimit ?? null;
  if (!cashLimitReached(cash, limit)) return null;
  return (
    <p role="alert" className="mb-3 rounded-xl bg-amber-50 p-3 font-medium text-amber-950">
      Avval naqd pulni topshiring: qoʻlingizda {formatMoney(cash)}, naqd toʻlovli buyurtma olib boʻlmaydi.
    </p>
  );
}
