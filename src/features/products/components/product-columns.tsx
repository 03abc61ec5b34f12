import type { Column } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { unitLabels } from '../../../contract/labels';
import type { Product } from '../../../contract/product';
import { formatMoney, formatNumber } from '../../../lib/money';
import { thumbnailUrl } from '../../../contract/schemas/file';

const unitText = (product: Product) =>
  product.unitValue === null ? unitLabels[product.unit] : `${product.unitValue} ${unitLabels[product.unit]}`;

export const productColumns: Column<Product>[] = [
  {
    id: 'image',
    header: <span className="sr-only">Rasm</span>,
    className: 'w-14',
    cell: (product) =>
      product.images[0] ? (
        <img
          src={thumbnailUrl(product.images[0].url, 80)}
          alt=""
          loading="lazy"
          width={40}
          height={40}
          className="size-10 rounded-lg object-cover"
        />
      ) : (
        <span className="block size-10 rounded-lg bg-slate-100" />
      ),
  },
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
