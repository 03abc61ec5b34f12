import { http } from '../../../lib/http/http';

/** Reads the token when called (before any await): safe to call just before the session is cleared. */
export const deletePushSubscription = (endpoint: string) =>
  http.delete<null>('/push/subscription', { body: { endpoint } });
