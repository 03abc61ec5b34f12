import { describe, expect, it } from 'vitest';
import { productCreateSchema } from './product';
import { userPatchBody } from './user';

const product = (name: string) => productCreateSchema.safeParse({ name, price: 1000, unit: 'dona', stock: 1 });

describe('names', () => {
  it('need a visible letter', () => {
    for (const name of ['\u200b\u200b', '\u200d', '\u2060\ufeff', '...', '12']) {
      expect(userPatchBody.safeParse({ fullName: name }).success, JSON.stringify(name)).toBe(false);
      expect(product(name).success, JSON.stringify(name)).toBe(false);
    }
    expect(userPatchBody.safeParse({ fullName: 'Oʻlmas Gʻofurov' }).success).toBe(true);
    expect(product('Suv 18,9 l').success).toBe(true);
  });

  it('refuse bidirectional controls', () => {
    for (const control of ['\u202e', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200f', '\u061c']) {
      const name = `Ali${control}ev`;
      const parsed = userPatchBody.safeParse({ fullName: name });
      expect(parsed.success, JSON.stringify(name)).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['fullName']);
      expect(product(name).success, JSON.stringify(name)).toBe(false);
    }
    expect(userPatchBody.safeParse({ companyName: 'Suv\u202eMChJ' }).success).toBe(false);
  });
});
