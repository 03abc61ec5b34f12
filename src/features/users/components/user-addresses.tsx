import { useQuery } from '@tanstack/react-query';
import { addressLine } from '../../../components/address-line';
import { QueryList } from '../../../components/query-list';
import { addressesQueryOptions } from '../api/get-addresses';

export function UserAddresses({ userId }: { userId: number }) {
  return (
    <QueryList
      query={useQuery(addressesQueryOptions(userId))}
      className="space-y-2 text-sm"
      statusClassName="text-sm text-slate-600"
    >
      {(address) => (
        <li key={address.id}>
          {address.label && <span className="font-medium">{address.label}: </span>}
          {addressLine(address)}
          {address.isDefault && <span className="ms-2 text-xs text-emerald-800">(asosiy)</span>}
          {address.landmark && <span className="block text-slate-600">Moʻljal: {address.landmark}</span>}
        </li>
      )}
    </QueryList>
  );
}
