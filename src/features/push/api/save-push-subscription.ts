import type { One } from '../../../contract/envelope';
import type { PushSubscriptionBody } from '../../../contract/schemas/push';
import { http } from '../../../lib/http/http';

/** Upserts by endpoint on the server, so sending the same subscription again is harmless. */
export const savePushSubscription = (subscription: PushSubscriptionBody) =>
  http.post<One<{ id: number }>>('/push/subscription', subscription).then((res) => res.data);
