import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../../src/contract/enums';
import type { CatalogPlan } from './plan-catalog';
import type { Random } from './random';
import { day, hour } from './time';

/** Recent orders are still open; older ones have been delivered or rejected. */
export function statusByAge(random: Random, age: number): OrderStatus {
  if (age < 6 * hour) return random.weighted({ pending: 30, accepted: 25, courier: 25, delivered: 15, rejected: 5 });
  if (age < 2 * day) return random.weighted({ pending: 4, accepted: 6, courier: 8, delivered: 72, rejected: 10 });
  return random.weighted({ delivered: 89, rejected: 11 });
}

/** Refills of returnable bottles are most of the trade. */
export function productWeight(p: CatalogPlan['products'][number]): number {
  const base = p.isReturnable ? 40 : p.category === 2 || p.category === 3 ? 3 : 1;
  return p.isActive ? base : base * 0.2;
}

export function pickItems(random: Random, catalog: CatalogPlan, pickProduct: () => number, office: boolean) {
  const count = Number(random.weighted({ 1: 45, 2: 30, 3: 15, 4: 7, 5: 3 }));
  const chosen = new Set<number>();
  for (let tries = 0; chosen.size < count && tries < 20; tries++) chosen.add(pickProduct());
  return [...chosen].map((product) => {
    const p = catalog.products[product]!;
    const single = p.category === 4 || (p.unit === 'kg' && (p.unitValue ?? 0) >= 25);
    const quantity = p.isReturnable
      ? office
        ? random.int(2, 8)
        : Number(random.weighted({ 1: 35, 2: 35, 3: 15, 4: 10, 5: 5 }))
      : single
        ? 1
        : random.int(1, 3);
    return { product, quantity };
  });
}

export function paymentStatus(random: Random, method: PaymentMethod, status: OrderStatus): PaymentStatus {
  const online = method !== 'cash' && method !== 'transfer';
  if (status === 'delivered')
    return method === 'cash' ? 'success' : random.weighted({ success: 95, refunded: 2, other: 3 });
  if (status === 'rejected')
    return method === 'cash' ? 'canceled' : random.weighted({ refunded: 55, canceled: 35, failed: 10 });
  if (!online) return method === 'transfer' && random.chance(0.3) ? 'success' : 'processing';
  return random.weighted({ success: 60, processing: 30, failed: 10 });
}
