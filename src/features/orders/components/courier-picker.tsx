import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { SearchBox } from '../../../components/search-box';
import { courierLoadsQueryOptions, pickableCouriers } from '../api/get-courier-loads';
import { CourierShiftLine } from './courier-shift-line';

interface CourierPickerProps {
  title: string;
  /** The order's courier, marked and not pickable again; none for several orders. */
  currentCourierId?: number | null;
  onPick: (courierId: number) => void;
  onClose: () => void;
}

/** The active couriers, the least loaded first, with the open orders each carries and their shift; searchable by name. */
export function CourierPicker({ title, currentCourierId, onPick, onClose }: CourierPickerProps) {
  const [search, setSearch] = useState('');
  const { data, isPending } = useQuery(courierLoadsQueryOptions());
  const couriers = pickableCouriers(data ?? [], search);
  return (
    <Modal title={title} onClose={onClose}>
      <SearchBox
        value={search}
        onChange={setSearch}
        delayMs={0}
        label="Kuryerni qidirish"
        placeholder="Ism yoki telefon"
      />
      <ul className="mt-3 max-h-80 divide-y divide-slate-100 overflow-y-auto" aria-busy={isPending}>
        {isPending && <li className="py-3 text-sm text-slate-600">Yuklanmoqda…</li>}
        {!isPending && couriers.length === 0 && <li className="py-3 text-sm text-slate-600">Maʼlumot yoʻq</li>}
        {couriers.map((courier) => (
          <li key={courier.id}>
            {/* A pickable row of a list, not a kit button. */}
            <button
              type="button"
              disabled={courier.id === currentCourierId}
              onClick={() => onPick(courier.id)}
              className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-2 py-2 text-left hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-60"
            >
              <span>
                <span className="block font-medium">{courier.fullName}</span>
                <span className="block text-xs text-slate-600">
                  {courier.phone}
                  {courier.id === currentCourierId && ' · Hozirgi kuryer'}
                </span>
                <CourierShiftLine courier={courier} />
              </span>
              <span className="shrink-0 text-right text-sm">
                <span className="block font-semibold tabular-nums">{courier.openOrders}</span>
                <span className="block text-xs text-slate-600">ochiq buyurtma</span>
              </span>
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
