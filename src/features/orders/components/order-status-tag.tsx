import { StatusTag } from '../../../components/status-tag';
import { orderStatusTones } from '../../../components/status-tones';
import type { OrderStatus } from '../../../contract/enums';
import { orderStatusLabels } from '../../../contract/labels';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <StatusTag label={orderStatusLabels[status]} tone={orderStatusTones[status]} />;
}
