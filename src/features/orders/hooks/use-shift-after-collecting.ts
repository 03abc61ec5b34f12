import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { shiftKeys } from '../../../api/shift';
import type { OrderHistory } from '../../../contract/order-history';
import { paymentAtDoor } from '../../../contract/payment-at-door';

const idsOf = (key: string) => (key ? key.split(',').map(Number) : []);

/**
 * The courier's shift is read again when an order whose money was still to take leaves the run while still
 * open there (an admin delivered, rejected or moved it; the cash held may have changed), instead of being
 * polled: an idle run sheet asks for nothing it already has. An order the courier delivers or rejects is
 * drawn as ended on the run first, and its answer is drawn into the shift (registerShiftMutations), so it
 * reads nothing. Kept on the orders screen, which stays mounted while an order's page delivers.
 */
export function useShiftAfterCollecting(run: OrderHistory[] | undefined) {
  const client = useQueryClient();
  const held = useRef(new Set<number>());
  const runKey = run?.map((order) => order.id).join(',');
  const open = run?.filter((order) => order.status === 'courier');
  const openKey = open?.map((order) => order.id).join(',');
  const collectingKey = open
    ?.filter((order) => paymentAtDoor(order) !== 'paid')
    .map((order) => order.id)
    .join(',');
  useEffect(() => {
    if (runKey === undefined || openKey === undefined || collectingKey === undefined) return;
    const onRun = new Set(idsOf(runKey));
    const openOnRun = new Set(idsOf(openKey));
    const left = [...held.current].some((id) => !onRun.has(id));
    held.current = new Set([...[...held.current].filter((id) => openOnRun.has(id)), ...idsOf(collectingKey)]);
    if (left) void client.invalidateQueries({ queryKey: shiftKeys.current() });
  }, [client, runKey, openKey, collectingKey]);
}
