import type { UserStatus } from './enums';

/**
 * `GET /courier` as far as it is built: who each courier is and how many open orders they carry. The shift
 * fields of API.md (`onShift`, `cashOnHand`, …) come with the shifts.
 */
export interface CourierLoad {
  id: number;
  fullName: string;
  phone: string;
  status: UserStatus;
  /** Orders in `courier` status assigned to them. */
  openOrders: number;
}
