import { productQueries } from '../../../api/product';
import { DeleteEntityDialog } from '../../../components/delete-entity-dialog';
import { EntityListScreen } from '../../../components/entity-list-screen';
import { productSelection } from '../../../lib/selection';
import { useSelection } from '../../../lib/hooks/use-selection';
import { useDeleteProduct, useUpdateProduct } from '../api/product-mutations';
import { productColumns } from './product-columns';
import { ProductFilters } from './product-filters';
import { useProductListParams } from './use-product-list-params';

export default function ProductsScreen() {
  const list = useProductListParams();
  const selection = useSelection(productSelection);
  const remove = useDeleteProduct();
  const update = useUpdateProduct();

  return (
    <EntityListScreen
      title="Mahsulotlar"
      formPath="/products/form"
      list={list}
      query={productQueries.list(list.query)}
      columns={productColumns}
      rowLabel={(product) => product.name}
      filters={<ProductFilters list={list} />}
      selection={{ label: 'Tanlangan mahsulotlar', state: selection }}
      deleteDialog={(product, onClose) => (
        <DeleteEntityDialog
          entity={product}
          onClose={onClose}
          title="Mahsulotni oʻchirasizmi?"
          content={(p) => p.name}
          deletedText="Mahsulot oʻchirildi"
          remove={remove}
          // A product the orders keep (409) can be switched off instead.
          onRefusal={{
            title: 'Mahsulotni oʻchirib boʻlmaydi',
            confirmText: 'Nofaol qilish',
            doneText: 'Mahsulot nofaol qilindi',
            mutation: update,
            variables: (p) => ({ id: p.id, body: { isActive: false } }),
          }}
        />
      )}
    />
  );
}
