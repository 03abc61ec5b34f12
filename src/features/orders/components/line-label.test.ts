import { describe, expect, it } from 'vitest';
import { lineLabel, productSize, sizedName } from './line-label';

const product = (name: string, unit: 'litr' | 'kg' | 'dona', unitValue: number | null) => ({
  id: 1,
  name,
  unit,
  unitValue,
  price: 1,
  image: null,
  isReturnable: false,
});

describe('lineLabel', () => {
  it('counts items and names their size once', () => {
    expect(lineLabel({ quantity: 2, product: product('Musaffo suvi', 'litr', 18.9) })).toBe('2 × Musaffo suvi 18,9 l');
    expect(lineLabel({ quantity: 2, product: product('Musaffo suvi 18,9 l', 'litr', 18.9) })).toBe(
      '2 × Musaffo suvi 18,9 l',
    );
    expect(lineLabel({ quantity: 1, product: product('Guruch', 'kg', 25) })).toBe('1 × Guruch 25 kg');
    expect(lineLabel({ quantity: 3, product: product('Pompa', 'dona', null) })).toBe('3 × Pompa');
  });

  it('names a product with its size for the admin’s lines table', () => {
    expect(sizedName(product('Musaffo suvi 0,5 l × 12 dona', 'litr', 0.5))).toBe('Musaffo suvi 0,5 l × 12 dona');
    expect(sizedName(product('Musaffo suvi', 'litr', 18.9))).toBe('Musaffo suvi 18,9 l');
  });

  it('leaves out an unknown size', () => {
    expect(productSize({ unit: 'litr', unitValue: null })).toBe('');
    expect(productSize({ unit: 'dona', unitValue: 1 })).toBe('');
  });
});
