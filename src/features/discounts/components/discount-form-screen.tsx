import { useQuery } from '@tanstack/react-query';
import { useIdParam } from '../../../lib/url-state';
import { useBackTo } from '../../../lib/back-to-list';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useErrorToast } from '../../../components/use-error-toast';
import { discountQueryOptions } from '../api/get-discount';
import { DiscountForm } from './discount-form';

function EditDiscount({ id }: { id: number }) {
  const query = useQuery(discountQueryOptions(id));
  useErrorToast(query.error);
  if (query.isPending) return <Loading />;
  if (query.isError) return <EmptyState text="Chegirma topilmadi" />;
  return <DiscountForm key={id} discount={query.data} />;
}

export default function DiscountFormScreen() {
  const id = useIdParam();
  const back = useBackTo('/discounts');
  const editing = Number.isInteger(id) && id > 0;
  return (
    <section>
      <PageHeader title="Chegirma" description={editing ? 'Tahrirlash' : 'Yangi chegirma'} back={{ to: back, label: 'Chegirmalar' }} />
      {editing ? <EditDiscount id={id} /> : <DiscountForm />}
    </section>
  );
}
