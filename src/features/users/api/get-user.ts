import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { User } from '../../../contract/user';
import { http } from '../../../lib/http';
import { userKeys } from './user-keys';

export const getUser = (id: number, signal?: AbortSignal) => http.get<One<User>>(`/user/${id}`, { signal }).then((res) => res.data);

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });
