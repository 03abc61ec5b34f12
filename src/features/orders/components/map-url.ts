import type { Address } from '../../../contract/address';

/** `Toshkent, Chilonzor tumani, Bunyodkor koʻchasi, 12-uy, 5-xonadon` */
export function addressLine(address: Address): string {
  const { region, district, street, house, apartment } = address;
  return [region, district, street, house && `${house}-uy`, apartment && `${apartment}-xonadon`]
    .filter(Boolean)
    .join(', ');
}

/** Yandex Maps (what Tashkent uses; opens its app on the phone): the pin when known, else a search. */
export function mapUrl(address: Address): string {
  const { latitude, longitude } = address;
  if (latitude !== null && longitude !== null) return `https://yandex.uz/maps/?pt=${longitude},${latitude}&z=17&l=map`;
  const { region, district, street, house } = address;
  return `https://yandex.uz/maps/?text=${encodeURIComponent([region, district, street, house].filter(Boolean).join(', '))}`;
}
