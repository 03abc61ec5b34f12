import { useState } from 'react';
import type { OrderHistory } from '../../../contract/order-history';
import { showToast } from '../../../lib/toast';
import { useRouteMutation } from '../api/set-route';
import { planRoute } from '../components/plan-route';

/** The run's order by hand (one step up or down) or by distance from the phone ("Yaqinlik boʻyicha"), sent as a route. */
export function useRouteOrdering(run: readonly OrderHistory[]) {
  const { mutate } = useRouteMutation();
  const [ordering, setOrdering] = useState(false);
  const [locating, setLocating] = useState(false);
  const ids = run.map((order) => order.id);

  const move = (order: OrderHistory, by: -1 | 1) => {
    const from = ids.indexOf(order.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    const next = [...ids];
    [next[from], next[to]] = [next[to]!, next[from]!];
    mutate({ ids: next });
  };

  const nearest = () => {
    if (!('geolocation' in navigator)) return showToast('Joylashuvni aniqlab boʻlmadi', 'route-location');
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const stops = run.map(({ id, address }) => ({ id, latitude: address.latitude, longitude: address.longitude }));
        mutate({ ids: planRoute(coords, stops) });
      },
      () => {
        setLocating(false);
        showToast('Joylashuvni aniqlab boʻlmadi: telefonda joylashuvga ruxsat bering', 'route-location');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return { move, bar: { ordering, onOrdering: setOrdering, onNearest: nearest, locating } };
}
