import { enumOptions, SelectField } from '../../../components/select-field';
import { paymentStatuses, type PaymentStatus } from '../../../contract/enums';
import { paymentStatusLabels } from '../../../contract/labels';
import type { OrderHistory } from '../../../contract/order-history';
import { useOrderChange } from '../api/change-order';

/** The admin sets the payment status at once; a stale version comes back as a toast. */
export function PaymentStatusField({ order }: { order: OrderHistory }) {
  const { mutate, isPending } = useOrderChange();
  return (
    <fieldset disabled={isPending} className="w-56">
      <SelectField
        label="Toʻlov holati"
        allLabel={null}
        value={order.paymentStatus}
        options={enumOptions(paymentStatuses, paymentStatusLabels)}
        onChange={(value) => mutate({ order, body: { paymentStatus: value as PaymentStatus } })}
      />
    </fieldset>
  );
}
