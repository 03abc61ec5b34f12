import dayjs from 'dayjs';
import type { Discount } from '../../../contract/discount';
import type { DiscountType } from '../../../contract/enums';
import { DATE_FORMAT } from '../../../lib/dates';

export interface DiscountFormValues {
  name: string;
  type: DiscountType;
  value: string;
  buyQuantity: string;
  getQuantity: string;
  promocode: string;
  minOrderAmount: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

export const emptyDiscount = (today = dayjs()): DiscountFormValues => ({
  name: '',
  type: 'percentage',
  value: '',
  buyQuantity: '',
  getQuantity: '',
  promocode: '',
  minOrderAmount: '',
  startDate: today.format(DATE_FORMAT),
  endDate: today.add(30, 'day').format(DATE_FORMAT),
  isActive: true,
});

const text = (value: number | null) => (value === null ? '' : String(value));
const required = (value: string) => (value.trim() === '' ? undefined : Number(value));

export const discountFormValues = (discount: Discount): DiscountFormValues => ({
  name: discount.name,
  type: discount.type,
  value: discount.type === 'buy-x-get-y' ? '' : String(discount.value),
  buyQuantity: text(discount.buyQuantity),
  getQuantity: text(discount.getQuantity),
  promocode: discount.promocode ?? '',
  minOrderAmount: text(discount.minOrderAmount),
  startDate: discount.startDate,
  endDate: discount.endDate,
  isActive: discount.isActive,
});

/** Which fields the type uses; the others are sent empty so a changed type leaves nothing behind. */
export const usesValue = (type: DiscountType) => type !== 'buy-x-get-y';
export const valueUnit = (type: DiscountType) => (type === 'fixed' ? 'soʻm' : '%');

export const discountBody = (values: DiscountFormValues) => {
  const { type } = values;
  const bxgy = type === 'buy-x-get-y';
  return {
    name: values.name.trim(),
    type,
    value: usesValue(type) ? required(values.value) : undefined,
    buyQuantity: bxgy ? required(values.buyQuantity) : null,
    getQuantity: bxgy ? required(values.getQuantity) : null,
    promocode: type === 'promocode' ? values.promocode.trim() || undefined : null,
    minOrderAmount: values.minOrderAmount.trim() === '' ? null : Number(values.minOrderAmount),
    startDate: values.startDate || undefined,
    endDate: values.endDate || undefined,
    isActive: values.isActive,
  };
};
