import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { matchesSearch } from '../../../lib/search-match';
import { SearchBox } from '../../../components/search-box';
import type { OrderHistory } from '../../../contract/order-history';
import { activeCouriersQueryOptions } from '../api/get-active-couriers';
import { Button } from '../../../components/button';

interface CourierPickerProps {
  order: OrderHistory;
  onPick: (courierId: number) => void;
  onClose: () => void;
}

/**
 * A searchable list of the active couriers; the current one is marked. The list is read once (the
 * filter bar reads the same) and searched here, forgiving the script like the server's `search`.
 */
export function CourierPicker({ order, onPick, onClose }: CourierPickerProps) {
  const [search, setSearch] = useState('');
  const { data, isPending } = useQuery(activeCouriersQueryOptions());
  const couriers = (data?.data ?? []).filter((courier) => matchesSearch(search, courier.fullName, courier.phone));
  return (
    <Modal title={`№${order.number} — kuryer biriktirish`} onClose={onClose}>
      <SearchBox value={search} onChange={setSearch} label="Kuryerni qidirish" placeholder="Ism yoki telefon" />
      <ul className="mt-3 max-h-80 divide-y divide-slate-100 overflow-y-auto" aria-busy={isPending}>
        {isPending && <li className="py-3 text-sm text-slate-600">Yuklanmoqda…</li>}
        {!isPending && couriers.length === 0 && <li className="py-3 text-sm text-slate-600">Maʼlumot yoʻq</li>}
        {couriers.map((courier) => (
          <li key={courier.id}>
            {/* A pickable row of a list, not a kit button. */}
            <button
              type="button"
              disabled={courier.id === order.courierId}
              onClick={() => onPick(courier.id)}
              className="flex w-full items-center justify-between gap-3 rounded-lg px-2 py-2.5 text-left hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-60"
            >
              <span>
                <span className="block font-medium">{courier.fullName}</span>
                <span className="block text-xs text-slate-600">{courier.phone}</span>
              </span>
              {courier.id === order.courierId && <span className="text-xs text-slate-600">Hozirgi kuryer</span>}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button variant="ghost" onClick={onClose}>
          Bekor qilish
        </Button>
      </div>
    </Modal>
  );
}
