import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { StatisticsChart } from '../../../contract/statistics';
import { chartOptions } from './chart-options';

// Only what this chart draws: bars for counts, a line for revenue on a second axis.
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

function toData(chart: StatisticsChart): ChartData<'bar' | 'line'> {
  return {
    labels: chart.labels,
    datasets: [
      { type: 'bar', label: 'Buyurtmalar', data: chart.orders, backgroundColor: '#38bdf8', yAxisID: 'count' },
      { type: 'bar', label: 'Yetkazilgan', data: chart.delivered, backgroundColor: '#10b981', yAxisID: 'count' },
      { type: 'bar', label: 'Rad etilgan', data: chart.rejected, backgroundColor: '#ef4444', yAxisID: 'count' },
      {
        type: 'line',
        label: 'Tushum',
        data: chart.revenue,
        borderColor: '#7c3aed',
        backgroundColor: '#7c3aed',
        yAxisID: 'revenue',
        tension: 0.25,
        pointRadius: 2,
      },
    ],
  };
}

/** Orders, delivered and rejected per bucket, with the revenue line on the right axis. */
export function OrdersChart({ chart }: { chart: StatisticsChart }) {
  return (
    <div className="h-96">
      <Chart
        type="bar"
        data={toData(chart) as ChartData<'bar'>}
        options={chartOptions}
        role="img"
        aria-label={`Buyurtmalar va tushum grafigi, ${chart.labels.length} ta davr`}
      />
    </div>
  );
}
