import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { StatisticsChart } from '../../../contract/statistics';
import { http } from '../../../lib/http/http';
import { dashboardKeys, type ChartQuery } from './dashboard-keys';

export const getChart = (query: ChartQuery, signal?: AbortSignal) =>
  http.get<One<StatisticsChart>>('/statistics/chart', { query: { ...query }, signal }).then((res) => res.data);

export const chartQueryOptions = (query: ChartQuery) =>
  queryOptions({
    queryKey: dashboardKeys.chart(query),
    queryFn: ({ signal }) => getChart(query, signal),
    placeholderData: keepPreviousData,
  });
