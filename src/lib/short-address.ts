import type { Address } from '../contract/address';

/** `Chilonzor tumani, Bunyodkor koʻchasi, 12-uy`: enough to know where the stop is. */
export const shortAddress = ({ district, street, house }: Address) =>
  [district, street, house && `${house}-uy`].filter(Boolean).join(', ');
