import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { PushKey } from '../../../contract/push';
import { http } from '../../../lib/http/http';

export const getPushKey = () => http.get<One<PushKey>>('/push/key').then((res) => res.data.publicKey);

/** The server's VAPID public key: it changes only when the shop replaces its keys. */
export const pushKeyQueryOptions = () =>
  queryOptions({ queryKey: ['push', 'key'] as const, queryFn: getPushKey, staleTime: 60 * 60_000 });
