import type { ChartOptions } from 'chart.js';
import { formatMoney, formatNumber } from '../../../lib/money';

/** Both axes and the tooltip write numbers the Uzbek way (`6 000`, `800 000 000`), as the rest of the app. */
export const chartOptions: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  interaction: { mode: 'index', intersect: false },
  plugins: {
    legend: { position: 'bottom' },
    tooltip: {
      callbacks: {
        label: (item) =>
          `${item.dataset.label}: ${item.dataset.yAxisID === 'revenue' ? formatMoney(item.parsed.y) : formatNumber(item.parsed.y)}`,
      },
    },
  },
  scales: {
    count: {
      type: 'linear',
      position: 'left',
      beginAtZero: true,
      title: { display: true, text: 'Buyurtmalar' },
      ticks: { precision: 0, callback: (value) => formatNumber(Number(value)) },
    },
    revenue: {
      type: 'linear',
      position: 'right',
      beginAtZero: true,
      grid: { drawOnChartArea: false },
      title: { display: true, text: 'Tushum, soʻm' },
      ticks: { callback: (value) => formatNumber(Number(value)) },
    },
  },
};
