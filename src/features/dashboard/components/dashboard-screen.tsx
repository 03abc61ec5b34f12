import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useErrorToast } from '../../../lib/hooks/use-error-toast';
import { useParamsChange } from '../../../lib/url-state';
import { chartQueryOptions } from '../api/get-chart';
import { ChartControls } from './chart-controls';
import { readChartQuery } from './chart-range';
import { ChartTable } from './chart-table';
import { OrdersChart } from './orders-chart';
import { ShiftCards } from './shift-cards';
import { SummaryCards } from './summary-cards';

export default function DashboardScreen() {
  const [params] = useSearchParams();
  const query = readChartQuery(params);
  const chart = useQuery(chartQueryOptions(query));
  useErrorToast(chart.error);
  const change = useParamsChange();

  return (
    <section>
      <PageHeader title="Bosh sahifa" />
      <SummaryCards />
      <ShiftCards />
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="mb-3 font-semibold">Buyurtmalar va tushum</h2>
        <ChartControls query={query} onChange={change} />
        {chart.isPending && !chart.isError && <Loading />}
        {chart.isError && <EmptyState />}
        {chart.data && (
          <>
            <OrdersChart chart={chart.data} />
            <ChartTable chart={chart.data} />
          </>
        )}
      </div>
    </section>
  );
}
