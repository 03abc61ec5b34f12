import { useQuery } from '@tanstack/react-query';
import { brandQueries } from '../../../api/brand';
import { categoryQueries } from '../../../api/category';
import { ChipGroup } from '../../../components/chip-group';
import { FilterBar } from '../../../components/filter-bar';
import { NumberRange } from '../../../components/number-range';
import { SearchBox } from '../../../components/search-box';
import { activeOptions, namedOptions, SelectField } from '../../../components/select-field';
import { units } from '../../../contract/enums';
import { unitLabels } from '../../../contract/labels';
import type { ProductListParams } from './use-product-list-params';

export function ProductFilters({ list }: { list: ProductListParams }) {
  const brands = useQuery(brandQueries.options());
  const categories = useQuery(categoryQueries.options());
  const { filters, set } = list;
  return (
    <FilterBar onClear={list.filtered ? list.clear : undefined}>
      <div className="w-72">
        <SearchBox value={list.search} onChange={list.setSearch} placeholder="Mahsulot nomi" />
      </div>
      <SelectField
        className="w-44"
        label="Kategoriya"
        value={filters.categoryId}
        options={namedOptions(categories.data)}
        onChange={(categoryId) => set({ categoryId })}
      />
      <SelectField
        className="w-40"
        label="Brend"
        value={filters.brandId}
        options={namedOptions(brands.data)}
        onChange={(brandId) => set({ brandId })}
      />
      <SelectField
        className="w-32"
        label="Holat"
        value={filters.isActive}
        options={activeOptions}
        onChange={(isActive) => set({ isActive })}
      />
      <NumberRange
        label="Narx, soʻm"
        from={filters.priceFrom}
        to={filters.priceTo}
        onChange={({ from, to }) => set({ priceFrom: from, priceTo: to })}
      />
      <ChipGroup
        label="Birlik"
        options={units}
        labels={unitLabels}
        value={filters.unit}
        onChange={(unit) => set({ unit })}
      />
    </FilterBar>
  );
}
