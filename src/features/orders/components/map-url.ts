import type { Address } from '../../../contract/address';

const located = (address: Address) => address.latitude !== null && address.longitude !== null;
const searchText = ({ region, district, street, house }: Address) =>
  [region, district, street, house].filter(Boolean).join(', ');

/** Yandex Maps (what Tashkent uses; opens its app on the phone): the pin when known, else a search. */
export function mapUrl(address: Address): string {
  const { latitude, longitude } = address;
  if (located(address)) return `https://yandex.uz/maps/?pt=${longitude},${latitude}&z=17&l=map`;
  return `https://yandex.uz/maps/?text=${encodeURIComponent(searchText(address))}`;
}

/** Google Maps: the point by coordinates when known, else a search. */
export function googleMapUrl(address: Address): string {
  const query = located(address) ? `${address.latitude},${address.longitude}` : searchText(address);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The most stops a route link carries (Yandex's route planner takes about this many). */
export const ROUTE_STOPS = 8;

const point = (address: Address) =>
  located(address) ? `${address.latitude},${address.longitude}` : searchText(address);

/** The next stops as one Yandex route from where the phone is (`rtext` starts empty: the current position). */
export function yandexRouteUrl(stops: readonly Address[]): string {
  const points = stops.slice(0, ROUTE_STOPS).map(point);
  return `https://yandex.uz/maps/?rtext=${encodeURIComponent(['', ...points].join('~'))}&rtt=auto`;
}

/** The same stops in Google Maps: the last is the destination, the ones before it waypoints. */
export function googleRouteUrl(stops: readonly Address[]): string {
  const points = stops.slice(0, ROUTE_STOPS).map(point);
  const destination = points.at(-1) ?? '';
  const waypoints = points.slice(0, -1).join('|');
  const query = new URLSearchParams({ api: '1', destination, travelmode: 'driving' });
  if (waypoints) query.set('waypoints', waypoints);
  return `https://www.google.com/maps/dir/?${query.toString()}`;
}
