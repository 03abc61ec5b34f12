/** A stop to order: its id and, when the address has them, its coordinates. */
export interface RouteStop {
  id: number;
  latitude: number | null;
  longitude: number | null;
}

export interface Position {
  latitude: number;
  longitude: number;
}

// Straight-line distance on a small patch of the earth: the equirectangular approximation is enough for a city.
function distance(a: Position, b: Position): number {
  const x = (b.longitude - a.longitude) * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  const y = b.latitude - a.latitude;
  return Math.hypot(x, y);
}

const locatedStop = (stop: RouteStop): stop is RouteStop & Position =>
  stop.latitude !== null && stop.longitude !== null;

function nearestNeighbour(from: Position, stops: Array<RouteStop & Position>) {
  const left = [...stops];
  const path: Array<RouteStop & Position> = [];
  let here: Position = from;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++) if (distance(here, left[i]!) < distance(here, left[best]!)) best = i;
    const next = left.splice(best, 1)[0]!;
    path.push(next);
    here = next;
  }
  return path;
}

/** 2-opt on an open path that starts at `from`: reverse a stretch whenever that shortens the drive. */
function twoOpt(from: Position, path: Array<RouteStop & Position>) {
  const at = (i: number) => (i < 0 ? from : path[i]!);
  let improved = true;
  for (let rounds = 0; improved && rounds < 50; rounds++) {
    improved = false;
    for (let i = 0; i < path.length - 1; i++) {
      for (let j = i + 1; j < path.length; j++) {
        const before = distance(at(i - 1), at(i)) + (j + 1 < path.length ? distance(at(j), at(j + 1)) : 0);
        const after = distance(at(i - 1), at(j)) + (j + 1 < path.length ? distance(at(i), at(j + 1)) : 0);
        if (after < before - 1e-12) {
          path.splice(i, j - i + 1, ...path.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return path;
}

/**
 * "Yaqinlik boʻyicha": the stops in a short driving order from the phone's position, by straight-line
 * distance (nearest neighbour, then 2-opt), on the phone, offline. Stops without coordinates go last, as they were.
 */
export function planRoute(from: Position, stops: readonly RouteStop[]): number[] {
  const located = stops.filter(locatedStop);
  const unlocated = stops.filter((stop) => !locatedStop(stop));
  return [...twoOpt(from, nearestNeighbour(from, located)), ...unlocated].map((stop) => stop.id);
}
