import { queryOptions } from '@tanstack/react-query';
import type { Address } from '../../../contract/address';
import type { List } from '../../../contract/envelope';
import { http } from '../../../lib/http';
import { userKeys } from './user-keys';

export const getAddresses = (userId: number, signal?: AbortSignal) =>
  http.get<List<Address>>('/address', { query: { userId, limit: 100 }, signal });

export const addressesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userKeys.addresses(userId),
    queryFn: ({ signal }) => getAddresses(userId, signal),
  });
