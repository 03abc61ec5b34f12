import type { Bottle } from '../../../contract/bottle';
import type { One } from '../../../contract/envelope';
import { http } from '../../../lib/http';

/** A bottles change queued by an earlier build (a delivery now carries its bottles itself). */
export interface BottleVariables {
  orderHistoryId: number;
  number: number;
  /** Empty bottles taken back, 0..99. */
  count: number;
}

export const postBottle = ({ orderHistoryId, count }: BottleVariables) =>
  http.post<One<Bottle>>('/bottle', { orderHistoryId, count }).then((res) => res.data);
