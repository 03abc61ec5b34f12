import { discountQueries } from '../../../api/discount';
import { DeleteEntityDialog } from '../../../components/delete-entity-dialog';
import { EntityListScreen } from '../../../components/entity-list-screen';
import { discountSelection } from '../../../lib/selection';
import { useSelection } from '../../../lib/hooks/use-selection';
import { useDeleteDiscount } from '../api/discount-mutations';
import { discountColumns } from './discount-columns';
import { DiscountFilters } from './discount-filters';
import { useDiscountListParams } from './use-discount-list-params';

export default function DiscountsScreen() {
  const list = useDiscountListParams();
  const selection = useSelection(discountSelection);
  const remove = useDeleteDiscount();

  return (
    <EntityListScreen
      title="Chegirmalar"
      formPath="/discounts/form"
      list={list}
      query={discountQueries.list(list.query)}
      columns={discountColumns}
      rowLabel={(discount) => discount.name}
      filters={<DiscountFilters list={list} />}
      selection={{ label: 'Tanlangan chegirmalar', state: selection }}
      deleteDialog={(discount, onClose) => (
        <DeleteEntityDialog
          entity={discount}
          onClose={onClose}
          title="Chegirmani oʻchirasizmi?"
          content={(d) => `${d.name}. Unga biriktirilgan mahsulotlar ham ajratiladi.`}
          deletedText="Chegirma oʻchirildi"
          remove={remove}
        />
      )}
    />
  );
}
