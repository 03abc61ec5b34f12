import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { discountSelection, productSelection } from './selection';

describe('selection atoms', () => {
  it('adds, removes and clears ids, one or many at a time', () => {
    const store = createStore();
    store.set(productSelection.add, 3);
    store.set(productSelection.add, [1, 2, 3]);
    expect([...store.get(productSelection.ids)]).toEqual([3, 1, 2]);
    store.set(productSelection.remove, [1, 9]);
    expect([...store.get(productSelection.ids)]).toEqual([3, 2]);
    store.set(productSelection.clear);
    expect(store.get(productSelection.ids).size).toBe(0);
  });

  it('keeps products and discounts apart', () => {
    const store = createStore();
    store.set(discountSelection.add, 7);
    expect(store.get(productSelection.ids).size).toBe(0);
    expect([...store.get(discountSelection.ids)]).toEqual([7]);
  });
});
