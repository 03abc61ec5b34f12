import { PageHeader } from '../../../components/page-header';
import { AssignBar } from './assign-bar';
import { AssignmentsPanel } from './assignments-panel';
import { DiscountPanel } from './discount-panel';
import { ProductPanel } from './product-panel';

export default function ProductDiscountsScreen() {
  return (
    <section>
      <PageHeader
        title="Mahsulot chegirmalari"
        description="Mahsulotlar va chegirmalarni tanlang, soʻng ularni biriktiring"
      />
      <AssignBar />
      <div className="mb-8 grid grid-cols-1 gap-6 xl:grid-cols-2">
        <ProductPanel />
        <DiscountPanel />
      </div>
      <AssignmentsPanel />
    </section>
  );
}
