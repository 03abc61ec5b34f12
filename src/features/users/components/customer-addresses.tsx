import { useQuery } from '@tanstack/react-query';
import { addressLine } from '../../../components/address-line';
import { LazyDetails } from '../../../components/lazy-details';
import { QueryList } from '../../../components/query-list';
import { addressesQueryOptions } from '../api/get-addresses';

function Addresses({ userId }: { userId: number }) {
  return (
    <QueryList query={useQuery(addressesQueryOptions(userId))} className="space-y-2 text-sm text-slate-800">
      {(address) => (
        <li key={address.id}>
          {address.label && <span className="font-medium">{address.label}: </span>}
          {addressLine(address)}
          {address.landmark && <span className="block text-slate-600">Moʻljal: {address.landmark}</span>}
        </li>
      )}
    </QueryList>
  );
}

/** The customer's addresses, fetched when opened. */
export function CustomerAddresses({ userId }: { userId: number }) {
  return <LazyDetails summary="Manzil">{() => <Addresses userId={userId} />}</LazyDetails>;
}
