import type { Column } from '../../../components/data-table';
import { imageColumn } from '../../../components/image-column';
import { StatusTag } from '../../../components/status-tag';
import { unitLabels } from '../../../contract/labels';
import type { Product } from '../../../contract/product';
import { formatMoney, formatNumber } from '../../../lib/money';

const unitText = (product: Product) =>
  product.unitValue === null ? unitLabels[product.unit] : `${product.unitValue} ${unitLabels[product.unit]}`;

export const productColumns: Column<Product>[] = [
  imageColumn((product) => product.images[0], 'md'),
  {
    id: 'name',
    header: 'Nomi',
    sortKey: 'name',
    cell: (product) => <span className="font-medium text-slate-900">{product.name}</span>,
  },
  { id: 'brand', header: 'Brend', cell: (product) => product.brand?.name ?? '—' },
  { id: 'category', header: 'Kategoriya', cell: (product) => product.category?.name ?? '—' },
  {
    id: 'price',
    header: 'Narx',
    sortKey: 'price',
    align: 'end',
    className: 'whitespace-nowrap',
    cell: (product) => formatMoney(product.price),
  },
  { id: 'unit', header: 'Birlik', className: 'whitespace-nowrap', cell: unitText },
  { id: 'stock', header: 'Qoldiq', sortKey: 'stock', align: 'end', cell: (product) => formatNumber(product.stock) },
  {
    id: 'active',
    header: 'Holat',
    cell: (product) => (
      <StatusTag label={product.isActive ? 'Faol' : 'Nofaol'} tone={product.isActive ? 'emerald' : 'slate'} />
    ),
  },
];
