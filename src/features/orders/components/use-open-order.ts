import { useNavigate } from 'react-router-dom';
import type { OrderHistory } from '../../../contract/order-history';
import { useListState } from '../../../lib/back-to-list';
import { orderProductsPath } from '../api/get-order';

/** Opens an order's page from a list; its back link then returns to this list as it is. */
export function useOpenOrder(): (order: Pick<OrderHistory, 'id'>) => void {
  const navigate = useNavigate();
  const state = useListState();
  return (order) => void navigate(orderProductsPath(order), { state });
}
