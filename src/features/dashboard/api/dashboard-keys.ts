import type { OrderStatus } from '../../../contract/enums';
import type { ChartGroupBy } from '../../../contract/statistics';

export interface ChartQuery {
  dateFrom: string;
  dateTo: string;
  groupBy: ChartGroupBy;
}

export interface CardQuery {
  dateFrom: string;
  dateTo: string;
  status?: OrderStatus[];
}

export const dashboardKeys = {
  chart: (query: ChartQuery) => ['statistics', 'chart', query] as const,
  ordersCard: (query: CardQuery) => ['order-history', 'card', query] as const,
  openCard: () => ['order-history', 'new-and-not-delivered-card'] as const,
};
