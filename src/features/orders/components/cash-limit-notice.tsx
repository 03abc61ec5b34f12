import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { currentShiftQueryOptions, shiftKeys } from '../../../api/shift';
import type { OrderHistory } from '../../../contract/order-history';
import { paymentAtDoor } from '../../../contract/payment-at-door';
import { cashLimitReached } from '../../../contract/shift-rules';
import { formatMoney } from '../../../lib/money';

/**
 * The shift is read again when an order whose money was still to take leaves the run (the cash held may have
 * grown), not polled: on mobile data an idle run sheet asks for nothing it already has.
 */
function useShiftAfterCollecting(run: OrderHistory[]) {
  const client = useQueryClient();
  const held = useRef(new Set<number>());
  const collecting = run.filter((order) => paymentAtDoor(order) !== 'paid').map((order) => order.id);
  const collectingKey = collecting.join(',');
  useEffect(() => {
    const now = new Set(collectingKey ? collectingKey.split(',').map(Number) : []);
    const left = [...held.current].some((id) => !now.has(id));
    held.current = now;
    if (left) void client.invalidateQueries({ queryKey: shiftKeys.current() });
  }, [client, collectingKey]);
}

/** Said before the courier tries: with the cash limit reached, the server refuses another cash order. */
export function CashLimitNotice({ run }: { run: OrderHistory[] }) {
  const { data } = useQuery({ ...currentShiftQueryOptions(), refetchInterval: false });
  useShiftAfterCollecting(run);
  const cash = data?.data?.cashExpected ?? 0;
  const limit = data?.meta?.cashLimit ?? null;
  if (!cashLimitReached(cash, limit)) return null;
  return (
    <p role="alert" className="mb-3 rounded-xl bg-amber-50 p-3 font-medium text-amber-950">
      Avval naqd pulni topshiring: qoʻlingizda {formatMoney(cash)}, naqd toʻlovli buyurtma olib boʻlmaydi.
    </p>
  );
}
