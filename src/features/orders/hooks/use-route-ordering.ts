import { useState } from 'react';
import type { OrderHistory } from '../../../contract/order-history';
import { showToast } from '../../../lib/toast';
import { useRouteMutation } from '../api/set-route';

/** The run's order by hand (one step up or down, or dragged to a place) or by distance from the phone ("Yaqinlik boʻyicha"), sent as a route. */
export function useRouteOrdering(run: readonly OrderHistory[]) {
  const { mutate } = useRouteMutation();
  const [ordering, setOrdering] = useState(false);
  const [locating, setLocating] = useState(false);
  const ids = run.map((order) => order.id);

  /** The order taken out of the run and put back at place `to` (0-based). */
  const place = (order: OrderHistory, to: number) => {
    const from = ids.indexOf(order.id);
    if (from < 0 || to < 0 || to >= ids.length || to === from) return;
    const next = ids.filter((id) => id !== order.id);
    next.splice(to, 0, order.id);
    mutate({ ids: next });
  };
  const move = (order: OrderHistory, by: -1 | 1) => place(order, ids.indexOf(order.id) + by);

  const nearest = () => {
    if (!('geolocation' in navigator)) return showToast('Joylashuvni aniqlab boʻlmadi', 'route-location');
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const stops = run.map(({ id, address }) => ({ id, latitude: address.latitude, longitude: address.longitude }));
        // Its own chunk (precached like every chunk): only "Yaqinlik boʻyicha" needs it, not the first screen.
        void import('../components/plan-route').then(
          ({ planRoute }) => mutate({ ids: planRoute(coords, stops) }),
          () => showToast('Nomaʼlum xatolik yuz berdi.', 'route-location'),
        );
      },
      () => {
        setLocating(false);
        showToast('Joylashuvni aniqlab boʻlmadi: telefonda joylashuvga ruxsat bering', 'route-location');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return { move, place, bar: { ordering, onOrdering: setOrdering, onNearest: nearest, locating } };
}
