export type ChartGroupBy = 'day' | 'week' | 'month';

/** `GET /statistics/chart`: one value per label; empty buckets are 0. */
export interface StatisticsChart {
  /** `YYYY-MM-DD`, the first day of each bucket. */
  labels: string[];
  orders: number[];
  delivered: number[];
  rejected: number[];
  /** Sum of `total` of delivered orders. */
  revenue: number[];
}
