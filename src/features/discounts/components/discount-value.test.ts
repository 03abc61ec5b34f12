import { expect, it } from 'vitest';
import { discountValue } from './discount-value';

it('writes each type its own way', () => {
  const base = { value: 10, buyQuantity: null, getQuantity: null, promocode: null };
  expect(discountValue({ ...base, type: 'percentage' })).toBe('10%');
  expect(discountValue({ ...base, type: 'fixed', value: 5000 })).toBe('5 000 soʻm');
  expect(discountValue({ ...base, type: 'buy-x-get-y', buyQuantity: 2, getQuantity: 1 })).toBe('2 + 1');
  expect(discountValue({ ...base, type: 'promocode', promocode: 'KUZ10' })).toBe('KUZ10 · 10%');
});
