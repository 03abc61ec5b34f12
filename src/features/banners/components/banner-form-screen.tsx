import { bannerQueries } from '../../../api/banner';
import { EntityFormScreen } from '../../../components/entity-form-screen';
import { BannerForm } from './banner-form';

export default function BannerFormScreen() {
  return (
    <EntityFormScreen
      title="Banner"
      newText="Yangi banner"
      list={{ path: '/banners', label: 'Bannerlar' }}
      notFoundText="Banner topilmadi"
      detail={bannerQueries.detail}
      form={(banner) => <BannerForm banner={banner} />}
    />
  );
}
