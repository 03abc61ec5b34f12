import { useQuery } from '@tanstack/react-query';
import { brandQueries } from '../../../api/brand';
import { categoryQueries } from '../../../api/category';
import { productQueries } from '../../../api/product';
import type { Column } from '../../../components/data-table';
import { imageColumn } from '../../../components/image-column';
import { ListTable } from '../../../components/list-table';
import { FilterBar } from '../../../components/filter-bar';
import { SearchBox } from '../../../components/search-box';
import { namedOptions, SelectField } from '../../../components/select-field';
import { SelectionBar } from '../../../components/selection-bar';
import type { Product } from '../../../contract/product';
import { formatMoney } from '../../../lib/money';
import { productSelection } from '../../../lib/selection';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useScopedParams } from '../../../lib/hooks/use-scoped-params';
import { useSelection } from '../../../lib/hooks/use-selection';
import { Panel } from './panel';

const columns: Column<Product>[] = [
  imageColumn((p) => p.images[0], 'sm'),
  { id: 'name', header: 'Nomi', cell: (p) => <span className="font-medium">{p.name}</span> },
  { id: 'price', header: 'Narx', align: 'end', className: 'whitespace-nowrap', cell: (p) => formatMoney(p.price) },
];

export function ProductPanel() {
  const scope = useScopedParams('p.');
  const categoryId = scope.get('categoryId');
  const brandId = scope.get('brandId');
  const query = { page: scope.page, limit: 10, search: scope.search, categoryId, brandId, sort: 'name', order: 'asc' };
  const products = useListQuery(productQueries.list(query));
  const categories = useQuery(categoryQueries.options());
  const brands = useQuery(brandQueries.options());
  const selection = useSelection(productSelection);

  return (
    <Panel title="Mahsulotlar" id="pd-products">
      <FilterBar
        onClear={
          scope.search || categoryId || brandId
            ? () => scope.set({ search: null, categoryId: null, brandId: null })
            : undefined
        }
      >
        <div className="w-full">
          <SearchBox
            value={scope.search}
            onChange={(search) => scope.set({ search })}
            label="Mahsulotni qidirish"
            placeholder="Mahsulot nomi"
          />
        </div>
        <SelectField
          className="w-44"
          label="Kategoriya"
          value={categoryId}
          options={namedOptions(categories.data)}
          onChange={(v) => scope.set({ categoryId: v })}
        />
        <SelectField
          className="w-40"
          label="Brend"
          value={brandId}
          options={namedOptions(brands.data)}
          onChange={(v) => scope.set({ brandId: v })}
        />
      </FilterBar>
      <SelectionBar
        label="Tanlangan mahsulotlar"
        count={selection.count}
        onSelectPage={() => selection.add(products.data.map((p) => p.id))}
        onClear={selection.clear}
      />
      <ListTable
        caption="Mahsulotlar"
        columns={columns}
        result={products}
        list={scope}
        selected={selection.ids}
        onSelect={selection.onSelect}
        pagesLabel="Mahsulotlar sahifalari"
      />
    </Panel>
  );
}
