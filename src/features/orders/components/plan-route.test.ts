import { describe, expect, it } from 'vitest';
import { planRoute, type RouteStop } from './plan-route';

const stop = (id: number, latitude: number | null, longitude: number | null): RouteStop => ({
  id,
  latitude,
  longitude,
});

describe('planRoute', () => {
  it('drives along a street from the nearest end, whatever order the stops came in', () => {
    const stops = [stop(3, 41.3, 69.23), stop(1, 41.3, 69.21), stop(4, 41.3, 69.24), stop(2, 41.3, 69.22)];
    expect(planRoute({ latitude: 41.3, longitude: 69.2 }, stops)).toEqual([1, 2, 3, 4]);
    expect(planRoute({ latitude: 41.3, longitude: 69.25 }, stops)).toEqual([4, 3, 2, 1]);
  });

  it('undoes a crossing that nearest-neighbour leaves (2-opt)', () => {
    // From the origin, nearest-neighbour goes 1 (close), then jumps back and forth; the best tour is a square.
    const stops = [stop(1, 0, 0.1), stop(2, 0, 1), stop(3, 1, 1), stop(4, 1, 0), stop(5, 0.05, 0.5)];
    const order = planRoute({ latitude: 0, longitude: 0 }, stops);
    const at = new Map(stops.map((s) => [s.id, s]));
    const length = order.reduce((sum, id, i) => {
      const here = at.get(id)!;
      const prev = i === 0 ? { latitude: 0, longitude: 0 } : at.get(order[i - 1]!)!;
      return sum + Math.hypot(here.latitude! - prev.latitude!, here.longitude! - prev.longitude!);
    }, 0);
    expect(length).toBeLessThan(3.2);
  });

  it('puts the stops without coordinates last, in their order', () => {
    const stops = [stop(7, null, null), stop(8, 41.3, 69.21), stop(9, null, 69.2)];
    expect(planRoute({ latitude: 41.3, longitude: 69.2 }, stops)).toEqual([8, 7, 9]);
  });
});
