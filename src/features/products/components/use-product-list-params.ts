import { units } from '../../../contract/enums';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { pickAll, pickOne } from '../../../lib/url-state';

const sorts = ['createdAt', 'name', 'price', 'stock'] as const;
const digits = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? value : '');

/** The products list's URL: paging, sort, search and the filters of API.md's product list. */
export function useProductListParams() {
  const list = useListParams({ sorts, defaultSort: 'createdAt' });
  const { params } = list;
  const filters = {
    categoryId: digits(params.get('categoryId')),
    brandId: digits(params.get('brandId')),
    isActive: pickOne(params, 'isActive', ['true', 'false'] as const),
    unit: pickAll(params, 'unit', units),
    priceFrom: digits(params.get('priceFrom')),
    priceTo: digits(params.get('priceTo')),
  };
  const query = { ...list.query, ...filters };
  const filtered = Object.values(filters).some((value) => value.length > 0) || list.search !== '';
  return { ...list, filters, query, filtered };
}

export type ProductListParams = ReturnType<typeof useProductListParams>;
