import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { couriersQueryOptions } from '../../../api/courier';
import { shiftCardQueryOptions, shiftListQueryOptions } from '../../../api/shift';
import { DataTable } from '../../../components/data-table';
import { DateRange } from '../../../components/date-range';
import { EmptyFiltered, hasFilters } from '../../../components/empty-filtered';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { Stat } from '../../../components/stat';
import { formatMoney } from '../../../lib/money';
import { pickDate, pickPositiveInt, useParamsChange } from '../../../lib/url-state';
import { useErrorToast } from '../../../lib/hooks/use-error-toast';
import { ledgerColumns } from './ledger-columns';

/** `/couriers/:id`: the courier's shifts with expected, declared, received and differences, by date, with totals. */
export default function CourierLedgerScreen() {
  const courierId = Number(useParams().id) || 0;
  const [params] = useSearchParams();
  const set = useParamsChange();
  const filters = {
    courierId,
    ...(pickDate(params, 'dateFrom') && { dateFrom: pickDate(params, 'dateFrom') }),
    ...(pickDate(params, 'dateTo') && { dateTo: pickDate(params, 'dateTo') }),
  };
  const page = pickPositiveInt(params, 'page', 1);
  const shifts = useQuery(shiftListQueryOptions({ ...filters, page, limit: 20, sort: 'openedAt', order: 'desc' }));
  const card = useQuery(shiftCardQueryOptions(filters));
  const courier = useQuery(couriersQueryOptions()).data?.find((c) => c.id === courierId);
  useErrorToast(shifts.error ?? card.error);
  const meta = shifts.data?.meta;
  return (
    <section>
      <PageHeader
        title={courier?.fullName ?? 'Kuryer'}
        description={courier?.phone}
        back={{ to: '/couriers', label: 'Kuryerlar' }}
      />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <DateRange
          from={filters.dateFrom ?? ''}
          to={filters.dateTo ?? ''}
          onChange={({ from, to }) => set({ dateFrom: from, dateTo: to })}
        />
        <dl className="grid grid-cols-3 gap-2">
          <Stat label="Kutilgan" value={formatMoney(card.data?.cashExpected)} />
          <Stat label="Qabul qilingan" value={formatMoney(card.data?.cashReceived)} />
          <Stat label="Farq" value={formatMoney(card.data?.cashDifference)} strong />
        </dl>
      </div>
      <DataTable
        caption="Smenalar"
        columns={ledgerColumns}
        rows={shifts.data?.data ?? []}
        rowKey={(s) => s.id}
        isLoading={shifts.isPending}
        empty={
          hasFilters(params) ? (
            <EmptyFiltered params={params} onClear={() => set({ dateFrom: '', dateTo: '' })} />
          ) : (
            <EmptyState text="Bu kuryerning smenalari hali yoʻq" />
          )
        }
      />
      {meta && meta.totalPages > 1 && (
        <Pagination
          page={page}
          totalPages={meta.totalPages}
          total={meta.total}
          onPage={(next) => set({ page: next })}
        />
      )}
    </section>
  );
}
