import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { addressLine } from '../../../components/address-line';
import { addressesQueryOptions } from '../api/get-addresses';

function Addresses({ userId }: { userId: number }) {
  const { data, isPending, isError } = useQuery(addressesQueryOptions(userId));
  if (isPending) return <p className="py-2 text-sm text-slate-600">Yuklanmoqda…</p>;
  if (isError || data.data.length === 0) return <p className="py-2 text-sm text-slate-600">Maʼlumot yoʻq</p>;
  return (
    <ul className="space-y-2 text-sm text-slate-800">
      {data.data.map((address) => (
        <li key={address.id}>
          {address.label && <span className="font-medium">{address.label}: </span>}
          {addressLine(address)}
          {address.landmark && <span className="block text-slate-600">Moʻljal: {address.landmark}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The customer's addresses, fetched when opened. */
export function CustomerAddresses({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-sky-800">Manzil</summary>
      {open && <Addresses userId={userId} />}
    </details>
  );
}
