import { useQuery } from '@tanstack/react-query';
import { addressLine } from '../../../components/address-line';
import { addressesQueryOptions } from '../api/get-addresses';

export function UserAddresses({ userId }: { userId: number }) {
  const { data, isPending, isError } = useQuery(addressesQueryOptions(userId));
  if (isPending) return <p className="text-sm text-slate-600">Yuklanmoqda…</p>;
  if (isError || data.data.length === 0) return <p className="text-sm text-slate-600">Maʼlumot yoʻq</p>;
  return (
    <ul className="space-y-2 text-sm">
      {data.data.map((address) => (
        <li key={address.id}>
          {address.label && <span className="font-medium">{address.label}: </span>}
          {addressLine(address)}
          {address.isDefault && <span className="ms-2 text-xs text-emerald-800">(asosiy)</span>}
          {address.landmark && <span className="block text-slate-600">Moʻljal: {address.landmark}</span>}
        </li>
      ))}
    </ul>
  );
}
