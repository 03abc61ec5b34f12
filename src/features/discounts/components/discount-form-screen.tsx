import { discountQueries } from '../../../api/discount';
import { EntityFormScreen } from '../../../components/entity-form-screen';
import { DiscountForm } from './discount-form';

export default function DiscountFormScreen() {
  return (
    <EntityFormScreen
      title="Chegirma"
      newText="Yangi chegirma"
      list={{ path: '/discounts', label: 'Chegirmalar' }}
      notFoundText="Chegirma topilmadi"
      detail={discountQueries.detail}
      form={(discount) => <DiscountForm discount={discount} />}
    />
  );
}
