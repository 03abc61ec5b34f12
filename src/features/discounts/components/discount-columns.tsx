import type { Column } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import type { Discount } from '../../../contract/discount';
import { discountTypeLabels } from '../../../contract/labels';
import { formatMoney, formatNumber } from '../../../lib/money';
import { discountTypeTones } from './discount-type-tones';
import { discountValue } from './discount-value';

export const discountColumns: Column<Discount>[] = [
  {
    id: 'name',
    header: 'Nomi',
    className: 'min-w-48',
    cell: (d) => (
      <>
        <span className="mb-1 block font-medium text-slate-900">{d.name}</span>
        <StatusTag label={discountTypeLabels[d.type]} tone={discountTypeTones[d.type]} />
      </>
    ),
  },
  {
    id: 'value',
    header: 'Qiymati',
    className: 'whitespace-nowrap',
    cell: (d) => (
      <>
        <span className="block">{discountValue(d)}</span>
        {d.minOrderAmount ? <span className="text-xs text-slate-600">{formatMoney(d.minOrderAmount)} dan</span> : null}
      </>
    ),
  },
  {
    id: 'startDate',
    header: 'Boshlanishi',
    sortKey: 'startDate',
    className: 'whitespace-nowrap tabular-nums',
    cell: (d) => d.startDate,
  },
  {
    id: 'endDate',
    header: 'Tugashi',
    sortKey: 'endDate',
    className: 'whitespace-nowrap tabular-nums',
    cell: (d) => d.endDate,
  },
  { id: 'products', header: 'Mahsulot', align: 'end', cell: (d) => formatNumber(d.productsCount) },
  {
    id: 'active',
    header: 'Holat',
    cell: (d) => <StatusTag label={d.isActive ? 'Faol' : 'Nofaol'} tone={d.isActive ? 'emerald' : 'slate'} />,
  },
];
