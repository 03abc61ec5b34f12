import type { Address } from '../../../contract/address';
import { addressLine } from '../../../components/address-line';
import { mapUrl } from './map-url';

export function OrderAddress({ address }: { address: Address }) {
  return (
    <div className="text-sm text-slate-800">
      <p>{addressLine(address)}</p>
      {address.landmark && <p className="text-slate-600">Moʻljal: {address.landmark}</p>}
      <a
        href={mapUrl(address)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center font-medium text-sky-800 underline underline-offset-2"
      >
        Xaritada ochish
      </a>
    </div>
  );
}
