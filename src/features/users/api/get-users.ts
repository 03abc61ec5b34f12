import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { User } from '../../../contract/user';
import { http } from '../../../lib/http';
import type { QueryParams } from '../../../lib/query-string';
import { userKeys } from './user-keys';

export const getUsers = (query: QueryParams, signal?: AbortSignal) => http.get<List<User>>('/user', { query, signal });

export const usersQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: userKeys.adminList(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
