import type { UserStatus } from './enums';

/** `GET /courier` (admin): each courier's load and the state of their shift (API.md, "Shift"). */
export interface CourierLoad {
  id: number;
  fullName: string;
  phone: string;
  status: UserStatus;
  /** Orders in `courier` status assigned to them. */
  openOrders: number;
  /** Has an `open` shift. */
  onShift: boolean;
  /** Orders they delivered today (Tashkent day). */
  deliveredToday: number;
  /** Cash expected of their shifts that are not closed: collected and not yet received. */
  cashOnHand: number;
  /** Full bottles that should still be in their vehicle. */
  fullBottlesOut: number;
  /** Empty bottles they took back and have not handed over. */
  emptiesDue: number;
  lastActivityAt: string | null;
}
