import { orderStatuses, paymentMethods, paymentStatuses } from '../../../contract/enums';
import { pickAll, pickDate } from '../../../lib/url-state';

/** `/all-orders` filters from the URL, in the shape the list and its card send. */
export function readAllOrdersFilters(params: URLSearchParams) {
  const courierId = params.get('courierId') ?? '';
  return {
    status: pickAll(params, 'status', orderStatuses),
    paymentMethod: pickAll(params, 'paymentMethod', paymentMethods),
    paymentStatus: pickAll(params, 'paymentStatus', paymentStatuses),
    courierId: /^\d+$/.test(courierId) ? courierId : '',
    dateFrom: pickDate(params, 'dateFrom'),
    dateTo: pickDate(params, 'dateTo'),
    district: params.getAll('district').filter(Boolean),
  };
}

export type AllOrdersFilters = ReturnType<typeof readAllOrdersFilters>;
