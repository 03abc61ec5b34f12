import { ChipGroup } from '../../../components/chip-group';
import { DateRange } from '../../../components/date-range';
import { FilterBar } from '../../../components/filter-bar';
import { SearchBox } from '../../../components/search-box';
import { enumOptions, SelectField } from '../../../components/select-field';
import { orderStatuses, paymentMethods, paymentStatuses } from '../../../contract/enums';
import { orderStatusLabels, paymentMethodLabels, paymentStatusLabels } from '../../../contract/labels';
import type { ListParams } from '../../../lib/hooks/use-list-params';
import type { AllOrdersFilters } from './all-orders-filters';
import { DispatchFilters } from './dispatch-filters';
import { ExportMenu } from './export-menu';

const one = (value: string) => (value ? [value] : []);

export function AllOrdersFilterBar({ list, filters }: { list: ListParams; filters: AllOrdersFilters }) {
  return (
    <FilterBar onClear={list.params.size ? list.clear : undefined}>
      <div className="w-60">
        <SearchBox value={list.search} onChange={list.setSearch} placeholder="Raqam, ism yoki telefon" />
      </div>
      <DateRange
        from={filters.dateFrom}
        to={filters.dateTo}
        onChange={({ from, to }) => list.set({ dateFrom: from, dateTo: to })}
      />
      <SelectField
        label="Toʻlov usuli"
        className="w-44"
        value={filters.paymentMethod[0] ?? ''}
        options={enumOptions(paymentMethods, paymentMethodLabels)}
        onChange={(value) => list.set({ paymentMethod: one(value) })}
      />
      <SelectField
        label="Toʻlov holati"
        className="w-36"
        value={filters.paymentStatus[0] ?? ''}
        options={enumOptions(paymentStatuses, paymentStatusLabels)}
        onChange={(value) => list.set({ paymentStatus: one(value) })}
      />
      <div className="ms-auto">
        <ExportMenu query={{ ...list.query, ...filters }} />
      </div>
      <ChipGroup
        label="Holat"
        options={orderStatuses}
        labels={orderStatusLabels}
        value={filters.status}
        onChange={(status) => list.set({ status })}
      />
      <DispatchFilters district={filters.district} courierId={filters.courierId} onChange={list.set} inline />
    </FilterBar>
  );
}
