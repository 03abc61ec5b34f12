import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { discountCreateSchema } from '../../../contract/schemas/discount';
import { discountBody, emptyDiscount, type DiscountFormValues } from './discount-form-values';

const values = (change: Partial<DiscountFormValues>): DiscountFormValues => ({
  ...emptyDiscount(dayjs('2026-11-21')),
  name: 'Kuz',
  ...change,
});

describe('discount form values', () => {
  it('starts today and ends in 30 days', () => {
    expect(emptyDiscount(dayjs('2026-11-21'))).toMatchObject({ startDate: '2026-11-21', endDate: '2026-12-21' });
  });

  it('sends only the fields of the type, the others empty', () => {
    const body = discountBody(
      values({ type: 'buy-x-get-y', value: '5', buyQuantity: '2', getQuantity: '1', promocode: 'X' }),
    );
    expect(body).toMatchObject({ value: undefined, buyQuantity: 2, getQuantity: 1, promocode: null });
    expect(discountCreateSchema.safeParse(body).success).toBe(true);
  });

  it('is refused by the server schema when the type needs what is missing', () => {
    const result = discountCreateSchema.safeParse(discountBody(values({ type: 'promocode', value: '10' })));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['promocode']);
    const percent = discountCreateSchema.safeParse(discountBody(values({ type: 'percentage', value: '150' })));
    expect(percent.error?.issues[0]?.path).toEqual(['value']);
  });
});
