import { queryOptions } from '@tanstack/react-query';
import type { Basket } from '../../../contract/basket';
import type { One } from '../../../contract/envelope';
import { http } from '../../../lib/http';
import { userKeys } from './user-keys';

export const getBasket = (userId: number, signal?: AbortSignal) =>
  http.get<One<Basket>>(`/basket/${userId}`, { signal }).then((res) => res.data);

export const basketQueryOptions = (userId: number) =>
  queryOptions({ queryKey: userKeys.basket(userId), queryFn: ({ signal }) => getBasket(userId, signal) });
