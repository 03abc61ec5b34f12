import { useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import { FailedChanges } from '../../../components/failed-changes';
import type { OrderStatus } from '../../../contract/enums';
import type { OrderHistory } from '../../../contract/order-history';
import { findCached } from '../../../lib/cached-list';
import { discardChange, resendChange } from '../../../lib/offline/offline-changes';
import { useFailedOrderChanges, type FailedOrderChange } from './use-failed-order-changes';

const actionLabels: Partial<Record<OrderStatus, string>> = {
  courier: 'Olish',
  delivered: 'Yetkazildi',
  rejected: 'Rad etish',
  accepted: 'Qaytarish',
};

const describe = ({ variables }: FailedOrderChange) =>
  `#${variables.number} — ${actionLabels[variables.status] ?? variables.status}`;

/** The courier's refused order changes: resent at the order's version as the server has it now, or discarded. */
export function FailedOrderChanges() {
  const client = useQueryClient();
  // The courier has seen what changed: the change goes again against the order as it is now.
  const resend = ({ mutationId, variables }: FailedOrderChange) => {
    const current = findCached<OrderHistory>(client, orderKeys.all, variables.id);
    resendChange(client, mutationId, { ...variables, version: current?.version });
  };
  return (
    <FailedChanges
      id="failed-changes-title"
      changes={useFailedOrderChanges()}
      describe={describe}
      onResend={resend}
      onDiscard={({ mutationId }) => discardChange(client, mutationId)}
    />
  );
}
