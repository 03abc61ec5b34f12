import { z } from 'zod';
import { bodyId, bodyInt } from './common';

export const bottleBody = z.strictObject({
  orderHistoryId: bodyId,
  count: bodyInt(0, 99),
});

export type BottleBody = z.output<typeof bottleBody>;
