import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { shiftKeys } from '../../../api/shift';
import type { OrderHistory } from '../../../contract/order-history';
import { paymentAtDoor } from '../../../contract/payment-at-door';

const idsOf = (key: string) => (key ? key.split(',').map(Number) : []);

/**
 * The courier's shift is read again when an order whose money was still to take leaves the run (the cash held
 * may have grown), instead of being polled: an idle run sheet asks for nothing it already has. An order leaves
 * the run once the server has answered its delivery (a queued one only looks delivered), so the shift read then
 * counts it. Kept on the orders screen, which stays mounted while an order's page delivers.
 */
export function useShiftAfterCollecting(run: OrderHistory[] | undefined) {
  const client = useQueryClient();
  const held = useRef(new Set<number>());
  const runKey = run?.map((order) => order.id).join(',');
  const collectingKey = run
    ?.filter((order) => paymentAtDoor(order) !== 'paid')
    .map((order) => order.id)
    .join(',');
  useEffect(() => {
    if (runKey === undefined || collectingKey === undefined) return;
    const onRun = new Set(idsOf(runKey));
    const left = [...held.current].some((id) => !onRun.has(id));
    held.current = new Set([...[...held.current].filter((id) => onRun.has(id)), ...idsOf(collectingKey)]);
    if (left) void client.invalidateQueries({ queryKey: shiftKeys.current() });
  }, [client, runKey, collectingKey]);
}
