import type { NewOrderFlag } from '../../../contract/new-order';

export interface AlertEffects {
  /** Sound, vibration, toast. */
  announce: () => void;
  /** Brings the orders to take up to the order made at `lastOrderAt`; resolves to how many wait for a courier. */
  refetchList: (lastOrderAt: string) => Promise<number>;
  setBadge: (count: number) => void;
  clearBadge: () => void;
  isVisible: () => boolean;
  /** PATCH /new-order. */
  markRead: () => Promise<unknown>;
}

/**
 * Announces an unread new-order flag once per unread state (the newest order's time), then
 * marks it read when the courier has the refetched list in front of them.
 */
export function createNewOrderAlert(effects: AlertEffects) {
  let announced: string | null = null;
  let listFresh = false;
  let unread = false;

  async function markIfSeen() {
    if (!unread || !listFresh || !effects.isVisible()) return;
    unread = false;
    try {
      await effects.markRead();
      effects.clearBadge();
    } catch {
      unread = true;
    }
  }

  return {
    async onFlag(flag: NewOrderFlag) {
      if (flag.isRead) {
        announced = null;
        return;
      }
      // Unread without a time is a failed check (getNewOrderFlag): the flag stays false, but only
      // an order the server confirmed rings.
      const state = flag.lastOrderAt;
      if (state === null || state === announced) return;
      announced = state;
      unread = true;
      listFresh = false;
      effects.announce();
      const waiting = await effects.refetchList(state).catch(() => 0);
      if (waiting > 0) effects.setBadge(waiting);
      listFresh = true;
      await markIfSeen();
    },
    /** The page became visible again. */
    onVisible: () => markIfSeen(),
  };
}
