import { discountTypes } from '../../../contract/enums';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { pickAll, pickDate, pickOne } from '../../../lib/url-state';

const sorts = ['createdAt', 'startDate', 'endDate'] as const;

export function useDiscountListParams() {
  const list = useListParams({ sorts, defaultSort: 'createdAt' });
  const { params } = list;
  const filters = {
    type: pickAll(params, 'type', discountTypes),
    isActive: pickOne(params, 'isActive', ['true', 'false'] as const),
    activeOn: pickDate(params, 'activeOn'),
  };
  const filtered = Object.values(filters).some((value) => value.length > 0) || list.search !== '';
  return { ...list, filters, query: { ...list.query, ...filters }, filtered };
}

export type DiscountListParams = ReturnType<typeof useDiscountListParams>;
