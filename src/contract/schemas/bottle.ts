import { z } from 'zod';

export const bottleBody = z.strictObject({
  orderHistoryId: z.number().int().min(1),
  count: z.number().int().min(0).max(99),
});

export type BottleBody = z.output<typeof bottleBody>;
