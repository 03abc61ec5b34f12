import type { One } from '../../../contract/envelope';
import type { NewOrderFlag } from '../../../contract/new-order';
import { http } from '../../../lib/http/http';

export const markNewOrderRead = () =>
  http.patch<One<Pick<NewOrderFlag, 'isRead'>>>('/new-order').then((res) => res.data);
