import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { shiftKeys } from '../../../api/shift';
import type { OrderHistory } from '../../../contract/order-history';
import { paymentAtDoor } from '../../../contract/payment-at-door';

/**
 * The courier's shift is read again when an order whose money was still to take leaves the run (the cash held
 * may have grown), instead of being polled: an idle run sheet asks for nothing it already has. Kept on the
 * orders screen, which stays mounted while an order's page is open, where deliveries happen.
 */
export function useShiftAfterCollecting(run: OrderHistory[] | undefined) {
  const client = useQueryClient();
  const held = useRef<Set<number> | undefined>(undefined);
  const collectingKey = run
    ?.filter((order) => paymentAtDoor(order) !== 'paid')
    .map((order) => order.id)
    .join(',');
  useEffect(() => {
    if (collectingKey === undefined) return;
    const now = new Set(collectingKey ? collectingKey.split(',').map(Number) : []);
    const left = held.current !== undefined && [...held.current].some((id) => !now.has(id));
    held.current = now;
    if (left) void client.invalidateQueries({ queryKey: shiftKeys.current() });
  }, [client, collectingKey]);
}
