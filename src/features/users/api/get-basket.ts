import { queryOptions } from '@tanstack/react-query';
import { entityKeys } from '../../../api/entity';
import type { Basket } from '../../../contract/basket';
import type { One } from '../../../contract/envelope';
import { http } from '../../../lib/http/http';

const basketKeys = entityKeys('basket');

export const getBasket = (userId: number, signal?: AbortSignal) =>
  http.get<One<Basket>>(`/basket/${userId}`, { signal }).then((res) => res.data);

export const basketQueryOptions = (userId: number) =>
  queryOptions({ queryKey: basketKeys.detail(userId), queryFn: ({ signal }) => getBasket(userId, signal) });
