import { useQuery } from '@tanstack/react-query';
import { useIdParam } from '../../../lib/url-state';
import { useBackTo } from '../../../lib/back-to-list';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useErrorToast } from '../../../components/use-error-toast';
import { productQueryOptions } from '../api/get-product';
import { ProductForm } from './product-form';

function EditProduct({ id }: { id: number }) {
  const query = useQuery(productQueryOptions(id));
  useErrorToast(query.error);
  if (query.isPending) return <Loading />;
  if (query.isError) return <EmptyState text="Mahsulot topilmadi" />;
  return <ProductForm key={id} product={query.data} />;
}

export default function ProductFormScreen() {
  const id = useIdParam();
  const back = useBackTo('/products');
  const editing = Number.isInteger(id) && id > 0;
  return (
    <section>
      <PageHeader title="Mahsulot" description={editing ? 'Tahrirlash' : 'Yangi mahsulot'} back={{ to: back, label: 'Mahsulotlar' }} />
      {editing ? <EditProduct id={id} /> : <ProductForm />}
    </section>
  );
}
