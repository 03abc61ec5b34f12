import { productQueries } from '../../../api/product';
import { EntityFormScreen } from '../../../components/entity-form-screen';
import { ProductForm } from './product-form';

export default function ProductFormScreen() {
  return (
    <EntityFormScreen
      title="Mahsulot"
      newText="Yangi mahsulot"
      list={{ path: '/products', label: 'Mahsulotlar' }}
      notFoundText="Mahsulot topilmadi"
      detail={productQueries.detail}
      form={(product) => <ProductForm product={product} />}
    />
  );
}
