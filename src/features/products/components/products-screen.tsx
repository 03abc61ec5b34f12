import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AddLink } from '../../../components/add-link';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { SelectionBar } from '../../../components/selection-bar';
import type { Product } from '../../../contract/product';
import { productSelection } from '../../../lib/selection';
import { useListState } from '../../../lib/back-to-list';
import { useListQuery } from '../../../lib/use-list-query';
import { useSelection } from '../../../lib/use-selection';
import { productsQueryOptions } from '../api/get-products';
import { DeleteProductDialog } from './delete-product-dialog';
import { productColumns } from './product-columns';
import { ProductFilters } from './product-filters';
import { useProductListParams } from './use-product-list-params';

export default function ProductsScreen() {
  const list = useProductListParams();
  const { data, meta, isLoading } = useListQuery(productsQueryOptions(list.query));
  const selection = useSelection(productSelection);
  const navigate = useNavigate();
  const linkState = useListState();
  const [deleting, setDeleting] = useState<Product | null>(null);

  return (
    <section>
      <PageHeader
        title="Mahsulotlar"
        actions={<AddLink to="/products/form" state={linkState} />}
      />
      <ProductFilters list={list} />
      <SelectionBar
        label="Tanlangan mahsulotlar"
        count={selection.count}
        onSelectPage={() => selection.add(data.map((product) => product.id))}
        onClear={selection.clear}
      />
      <DataTable
        caption="Mahsulotlar"
        columns={productColumns(setDeleting, linkState)}
        rows={data}
        rowKey={(product) => product.id}
        isLoading={isLoading}
        sort={list.sort}
        order={list.order}
        onSort={list.toggleSort}
        selected={selection.ids}
        onSelect={selection.onSelect}
        onRowClick={(product) => navigate(`/products/form?id=${product.id}`, { state: linkState })}
        rowLabel={(product) => product.name}
      />
      {meta && <Pagination page={meta.page} totalPages={meta.totalPages} total={meta.total} onPage={list.setPage} />}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
