import { useAtomSnapshot } from '../../../lib/hooks/use-atom-snapshot';
import { useState } from 'react';
import { productDiscountQueries } from '../../../api/product-discount';
import { CheckField } from '../../../components/check-field';
import type { Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import { DeleteEntityDialog } from '../../../components/delete-entity-dialog';
import { FilterBar } from '../../../components/filter-bar';
import { SearchBox } from '../../../components/search-box';
import { discountTypeLabels } from '../../../contract/labels';
import type { ProductDiscount } from '../../../contract/product-discount';
import { formatDate } from '../../../lib/dates';
import { discountSelection, productSelection } from '../../../lib/selection';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { useScopedParams } from '../../../lib/hooks/use-scoped-params';
import { useDeleteProductDiscount } from '../api/delete-product-discount';
import { Panel } from './panel';
import { Button } from '../../../components/button';

const columns = (onDelete: (row: ProductDiscount) => void): Column<ProductDiscount>[] => [
  { id: 'product', header: 'Mahsulot', cell: (row) => <span className="font-medium">{row.product.name}</span> },
  { id: 'discount', header: 'Chegirma', cell: (row) => row.discount.name },
  { id: 'type', header: 'Turi', cell: (row) => discountTypeLabels[row.discount.type] },
  { id: 'createdAt', header: 'Biriktirilgan', className: 'tabular-nums', cell: (row) => formatDate(row.createdAt) },
  {
    id: 'actions',
    header: <span className="sr-only">Amallar</span>,
    align: 'end',
    cell: (row) => (
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Oʻchirish: ${row.product.name} — ${row.discount.name}`}
        onClick={() => onDelete(row)}
        className="text-red-700!"
      >
        Oʻchirish
      </Button>
    ),
  },
];

/** The existing product–discount pairs; "only the selected" narrows them to the two selections. */
export function AssignmentsPanel() {
  const scope = useScopedParams('a.');
  const onlySelected = scope.get('selected') === '1';
  const productIds = useAtomSnapshot(productSelection.ids);
  const discountIds = useAtomSnapshot(discountSelection.ids);
  const query = {
    page: scope.page,
    limit: 20,
    search: scope.search,
    productId: onlySelected ? [...productIds].slice(0, 100) : [],
    discountId: onlySelected ? [...discountIds].slice(0, 100) : [],
  };
  const assignments = useListQuery(productDiscountQueries.list(query));
  const [deleting, setDeleting] = useState<ProductDiscount | null>(null);
  const remove = useDeleteProductDiscount();

  return (
    <Panel title="Biriktirilgan chegirmalar" id="pd-assignments">
      <FilterBar onClear={scope.search || onlySelected ? () => scope.set({ search: null, selected: null }) : undefined}>
        <div className="w-80">
          <SearchBox
            value={scope.search}
            onChange={(search) => scope.set({ search })}
            label="Biriktirishlarni qidirish"
            placeholder="Mahsulot yoki chegirma nomi"
          />
        </div>
        <CheckField
          label="Faqat tanlanganlar"
          checked={onlySelected}
          onChange={(on) => scope.set({ selected: on ? '1' : null })}
        />
      </FilterBar>
      <ListTable
        caption="Biriktirilgan chegirmalar"
        columns={columns(setDeleting)}
        result={assignments}
        list={scope}
        pagesLabel="Biriktirilganlar sahifalari"
      />
      <DeleteEntityDialog
        entity={deleting}
        onClose={() => setDeleting(null)}
        title="Biriktirishni oʻchirasizmi?"
        content={(pair) => `${pair.product.name} — ${pair.discount.name}`}
        deletedText="Chegirma mahsulotdan ajratildi"
        remove={remove}
      />
    </Panel>
  );
}
