import { entityKeys } from '../../../api/entity';
import type { ChartGroupBy } from '../../../contract/statistics';

export interface ChartQuery {
  dateFrom: string;
  dateTo: string;
  groupBy: ChartGroupBy;
}

const statisticsKeys = entityKeys('statistics');

export const dashboardKeys = {
  chart: (query: ChartQuery) => [...statisticsKeys.all, 'chart', query] as const,
};
