import { discountQueries } from '../../../api/discount';
import { DataTable, type Column } from '../../../components/data-table';
import { FilterBar } from '../../../components/filter-bar';
import { Pagination } from '../../../components/pagination';
import { SearchBox } from '../../../components/search-box';
import { enumOptions, SelectField } from '../../../components/select-field';
import { SelectionBar } from '../../../components/selection-bar';
import type { Discount } from '../../../contract/discount';
import { discountTypes } from '../../../contract/enums';
import { discountTypeLabels } from '../../../contract/labels';
import { discountSelection } from '../../../lib/selection';
import { useListQuery } from '../../../lib/use-list-query';
import { useScopedParams } from '../../../lib/use-scoped-params';
import { useSelection } from '../../../lib/use-selection';
import { Panel } from './panel';
import { formatNumber } from '../../../lib/money';

const columns: Column<Discount>[] = [
  {
    id: 'name',
    header: 'Nomi',
    cell: (d) => (
      <>
        <span className="block font-medium">{d.name}</span>
        <span className="text-xs text-slate-600">{discountTypeLabels[d.type]}</span>
      </>
    ),
  },
  {
    id: 'dates',
    header: 'Muddati',
    className: 'whitespace-nowrap text-xs tabular-nums text-slate-700',
    cell: (d) => (
      <>
        {d.startDate} –<br />
        {d.endDate}
      </>
    ),
  },
  { id: 'count', header: 'Mahsulot', align: 'end', cell: (d) => formatNumber(d.productsCount) },
];

export function DiscountPanel() {
  const scope = useScopedParams('d.');
  const type = scope.get('type');
  const query = { page: scope.page, limit: 10, search: scope.search, type };
  const { data, meta, isLoading } = useListQuery(discountQueries.list(query));
  const selection = useSelection(discountSelection);

  return (
    <Panel title="Chegirmalar" id="pd-discounts">
      <FilterBar onClear={scope.search || type ? () => scope.set({ search: null, type: null }) : undefined}>
        <div className="w-full">
          <SearchBox value={scope.search} onChange={(search) => scope.set({ search })} label="Chegirmani qidirish" placeholder="Nomi yoki promokod" />
        </div>
        <SelectField className="w-52" label="Turi" value={type} options={enumOptions(discountTypes, discountTypeLabels)} onChange={(v) => scope.set({ type: v })} />
      </FilterBar>
      <SelectionBar label="Tanlangan chegirmalar" count={selection.count} onSelectPage={() => selection.add(data.map((d) => d.id))} onClear={selection.clear} />
      <DataTable caption="Chegirmalar" columns={columns} rows={data} rowKey={(d) => d.id} isLoading={isLoading} selected={selection.ids} onSelect={selection.onSelect} />
      {meta && <Pagination page={meta.page} totalPages={meta.totalPages} total={meta.total} onPage={scope.setPage} label="Chegirmalar sahifalari" />}
    </Panel>
  );
}
