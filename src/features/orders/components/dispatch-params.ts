import { unassignedCourier } from './dispatch-filters';

/** `?district=…&district=…&courierId=12` (or `courierId=none`) from the URL. */
export function readDispatchFilters(params: URLSearchParams) {
  const courierId = params.get('courierId') ?? '';
  return {
    district: params.getAll('district').filter(Boolean),
    courierId: /^\d+$/.test(courierId) || courierId === unassignedCourier ? courierId : '',
  };
}

/** What the open-orders list sends for them: `none` is `unassigned=true`. */
export function dispatchQuery({ district, courierId }: ReturnType<typeof readDispatchFilters>) {
  if (courierId === unassignedCourier) return { district, unassigned: 'true' };
  return { district, courierId };
}
