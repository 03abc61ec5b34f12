import { useMutation } from '@tanstack/react-query';
import type { Bottle } from '../../../contract/bottle';
import type { One } from '../../../contract/envelope';
import { http } from '../../../lib/http';
import type { OrderSnapshot } from './order-cache';
import { orderMutationKeys } from './order-keys';

export interface BottleVariables {
  orderHistoryId: number;
  number: number;
  /** Empty bottles taken back, 0..99. */
  count: number;
}

export const postBottle = ({ orderHistoryId, count }: BottleVariables) =>
  http.post<One<Bottle>>('/bottle', { orderHistoryId, count }).then((res) => res.data);

export const useBottleMutation = () =>
  useMutation<Bottle, Error, BottleVariables, OrderSnapshot>({ mutationKey: orderMutationKeys.bottle });
