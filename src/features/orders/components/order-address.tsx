import type { Address } from '../../../contract/address';
import { addressLine } from '../../../components/address-line';
import { googleMapUrl, mapUrl } from './map-url';

const link = 'inline-flex min-h-11 items-center font-medium text-sky-800 underline underline-offset-2';

/** The full address with its landmark, and the place in Yandex Maps and Google Maps (by coordinates when known). */
export function OrderAddress({ address }: { address: Address }) {
  return (
    <div className="text-sm text-slate-800">
      <p>{addressLine(address)}</p>
      {address.landmark && <p className="text-slate-600">Moʻljal: {address.landmark}</p>}
      <p className="flex flex-wrap gap-x-5">
        <a href={mapUrl(address)} target="_blank" rel="noopener noreferrer" className={link}>
          Xaritada ochish
        </a>
        <a href={googleMapUrl(address)} target="_blank" rel="noopener noreferrer" className={link}>
          Google Maps
        </a>
      </p>
    </div>
  );
}
