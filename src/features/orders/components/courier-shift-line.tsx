import type { CourierLoad } from '../../../contract/courier';
import { formatMoney } from '../../../lib/money';

/** Whether the courier is on shift and the cash they hold, so a dispatcher spreads cash orders fairly. */
export function CourierShiftLine({ courier }: { courier: Pick<CourierLoad, 'onShift' | 'cashOnHand'> }) {
  return (
    <span className="block text-xs text-slate-700">
      {courier.onShift ? <span className="font-medium text-emerald-800">Smenada</span> : 'Smenada emas'}
      {courier.cashOnHand > 0 && ` · Qoʻlidagi naqd pul: ${formatMoney(courier.cashOnHand)}`}
    </span>
  );
}
