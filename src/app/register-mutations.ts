import type { QueryClient } from '@tanstack/react-query';
import { registerOrderMutations } from '../features/orders/courier-change/register-order-mutations';
import { registerReminderMutations } from '../features/reminders/api/register-mutations';
import { registerShiftMutations } from '../features/shifts/api/register-shift-mutations';

/** Every change that can wait offline, by key: must run before the persisted cache is restored. */
export function registerMutations(queryClient: QueryClient): void {
  registerOrderMutations(queryClient);
  registerReminderMutations(queryClient);
  registerShiftMutations(queryClient);
}
