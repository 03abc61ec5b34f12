import { DateInput } from '../../../components/date-input';
import { useId } from 'react';
import { ChipGroup } from '../../../components/chip-group';
import { FilterBar } from '../../../components/filter-bar';
import { SearchBox } from '../../../components/search-box';
import { activeOptions, SelectField } from '../../../components/select-field';
import { discountTypes } from '../../../contract/enums';
import { discountTypeLabels } from '../../../contract/labels';
import type { DiscountListParams } from './use-discount-list-params';

export function DiscountFilters({ list }: { list: DiscountListParams }) {
  const id = useId();
  const { filters, set } = list;
  return (
    <FilterBar onClear={list.filtered ? list.clear : undefined}>
      <div className="w-72">
        <SearchBox value={list.search} onChange={list.setSearch} placeholder="Nomi yoki promokod" />
      </div>
      <SelectField
        className="w-32"
        label="Holat"
        value={filters.isActive}
        options={activeOptions}
        onChange={(isActive) => set({ isActive })}
      />
      <div>
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
          Amal qiladigan kun
        </label>
        <DateInput
          id={id}
          value={filters.activeOn}
          onChange={(activeOn) => set({ activeOn })}
          className="h-10 pointer-coarse:h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300"
        />
      </div>
      <ChipGroup
        label="Turi"
        options={discountTypes}
        labels={discountTypeLabels}
        value={filters.type}
        onChange={(type) => set({ type })}
      />
    </FilterBar>
  );
}
