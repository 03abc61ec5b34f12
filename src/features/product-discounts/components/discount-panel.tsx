import { discountQueries } from '../../../api/discount';
import type { Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import { FilterBar } from '../../../components/filter-bar';
import { SearchBox } from '../../../components/search-box';
import { enumOptions, SelectField } from '../../../components/select-field';
import { SelectionBar } from '../../../components/selection-bar';
import type { Discount } from '../../../contract/discount';
import { discountTypes } from '../../../contract/enums';
import { discountTypeLabels } from '../../../contract/labels';
import { discountSelection } from '../../../lib/selection';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useScopedParams } from '../../../lib/hooks/use-scoped-params';
import { useSelection } from '../../../lib/hooks/use-selection';
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
  const discounts = useListQuery(discountQueries.list(query));
  const selection = useSelection(discountSelection);

  return (
    <Panel title="Chegirmalar" id="pd-discounts">
      <FilterBar onClear={scope.search || type ? () => scope.set({ search: null, type: null }) : undefined}>
        <div className="w-full">
          <SearchBox
            value={scope.search}
            onChange={(search) => scope.set({ search })}
            label="Chegirmani qidirish"
            placeholder="Nomi yoki promokod"
          />
        </div>
        <SelectField
          className="w-52"
          label="Turi"
          value={type}
          options={enumOptions(discountTypes, discountTypeLabels)}
          onChange={(v) => scope.set({ type: v })}
        />
      </FilterBar>
      <SelectionBar
        label="Tanlangan chegirmalar"
        count={selection.count}
        onSelectPage={() => selection.add(discounts.data.map((d) => d.id))}
        onClear={selection.clear}
      />
      <ListTable
        caption="Chegirmalar"
        columns={columns}
        result={discounts}
        list={scope}
        selected={selection.ids}
        onSelect={selection.onSelect}
        pagesLabel="Chegirmalar sahifalari"
      />
    </Panel>
  );
}
