import type { Address } from '../contract/address';

/** `Toshkent, Chilonzor tumani, Bunyodkor koʻchasi, 12-uy, 5-xonadon` */
export function addressLine(address: Address): string {
  const { region, district, street, house, apartment } = address;
  return [region, district, street, house && `${house}-uy`, apartment && `${apartment}-xonadon`]
    .filter(Boolean)
    .join(', ');
}
