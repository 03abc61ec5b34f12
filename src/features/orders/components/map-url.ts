import type { Address } from '../../../contract/address';

/** Yandex Maps (what Tashkent uses; opens its app on the phone): the pin when known, else a search. */
export function mapUrl(address: Address): string {
  const { latitude, longitude } = address;
  if (latitude !== null && longitude !== null) return `https://yandex.uz/maps/?pt=${longitude},${latitude}&z=17&l=map`;
  const { region, district, street, house } = address;
  return `https://yandex.uz/maps/?text=${encodeURIComponent([region, district, street, house].filter(Boolean).join(', '))}`;
}
