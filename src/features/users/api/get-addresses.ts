import { queryOptions } from '@tanstack/react-query';
import { entityKeys } from '../../../api/entity';
import type { Address } from '../../../contract/address';
import type { List } from '../../../contract/envelope';
import { http } from '../../../lib/http/http';

const addressKeys = entityKeys('address');

export const getAddresses = (userId: number, signal?: AbortSignal) =>
  http.get<List<Address>>('/address', { query: { userId, limit: 100 }, signal });

export const addressesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: addressKeys.list({ userId }),
    queryFn: ({ signal }) => getAddresses(userId, signal),
  });
