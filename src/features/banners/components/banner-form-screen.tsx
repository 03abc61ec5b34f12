import { useQuery } from '@tanstack/react-query';
import { useIdParam } from '../../../lib/url-state';
import { useBackTo } from '../../../lib/back-to-list';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useErrorToast } from '../../../components/use-error-toast';
import { bannerQueryOptions } from '../api/get-banner';
import { BannerForm } from './banner-form';

function EditBanner({ id }: { id: number }) {
  const query = useQuery(bannerQueryOptions(id));
  useErrorToast(query.error);
  if (query.isPending) return <Loading />;
  if (query.isError) return <EmptyState text="Banner topilmadi" />;
  return <BannerForm key={id} banner={query.data} />;
}

export default function BannerFormScreen() {
  const id = useIdParam();
  const back = useBackTo('/banners');
  const editing = Number.isInteger(id) && id > 0;
  return (
    <section>
      <PageHeader title="Banner" description={editing ? 'Tahrirlash' : 'Yangi banner'} back={{ to: back, label: 'Bannerlar' }} />
      {editing ? <EditBanner id={id} /> : <BannerForm />}
    </section>
  );
}
