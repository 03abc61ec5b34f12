import type { StatisticsChart } from '../../../contract/statistics';
import { formatMoney, formatNumber } from '../../../lib/money';

/** The chart's numbers as a table, for screen readers and for checking a bar. */
export function ChartTable({ chart }: { chart: StatisticsChart }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-sky-800">Jadval koʻrinishida</summary>
      <div className="mt-2 max-h-72 overflow-y-auto">
        <table className="w-full text-right tabular-nums" aria-label="Grafik maʼlumotlari">
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Davr
              </th>
              <th scope="col" className="px-2 py-1">
                Buyurtmalar
              </th>
              <th scope="col" className="px-2 py-1">
                Yetkazilgan
              </th>
              <th scope="col" className="px-2 py-1">
                Rad etilgan
              </th>
              <th scope="col" className="px-2 py-1">
                Tushum
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {chart.labels.map((label, i) => (
              <tr key={label}>
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {label}
                </th>
                <td className="px-2 py-1">{formatNumber(chart.orders[i])}</td>
                <td className="px-2 py-1">{formatNumber(chart.delivered[i])}</td>
                <td className="px-2 py-1">{formatNumber(chart.rejected[i])}</td>
                <td className="px-2 py-1">{formatMoney(chart.revenue[i])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
