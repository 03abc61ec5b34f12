import { Button } from '../../../components/button';
import type { OrderHistory } from '../../../contract/order-history';
import { googleRouteUrl, yandexRouteUrl } from './map-url';

interface RouteBarProps {
  run: readonly OrderHistory[];
  ordering: boolean;
  onOrdering: (on: boolean) => void;
  onNearest: () => void;
  locating: boolean;
}

const link =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-sky-500';

/** "Yoʻlga chiqish": the next stops as one route (Yandex Maps, Google beside it); the run's order, by hand or by distance. */
export function RouteBar({ run, ordering, onOrdering, onNearest, locating }: RouteBarProps) {
  const stops = run.map((order) => order.address);
  return (
    <div className="mb-1.5 space-y-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={yandexRouteUrl(stops)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${link} bg-sky-700 text-white active:brightness-90`}
        >
          Yoʻlga chiqish
        </a>
        <a
          href={googleRouteUrl(stops)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Yoʻlga chiqish: Google Maps"
          className={`${link} border border-slate-300 bg-white text-sky-800`}
        >
          Google
        </a>
        <Button
          pill
          variant="secondary"
          aria-pressed={ordering}
          onClick={() => onOrdering(!ordering)}
          className="ms-auto min-h-11"
        >
          {ordering ? 'Tayyor' : 'Tartib'}
        </Button>
      </div>
      {ordering && (
        <Button wide pill variant="tonal" onClick={onNearest} disabled={locating} className="min-h-11">
          Yaqinlik boʻyicha tartiblash
        </Button>
      )}
    </div>
  );
}
