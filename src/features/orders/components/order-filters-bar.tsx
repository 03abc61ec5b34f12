import { useId } from 'react';
import { DateInput } from '../../../components/date-input';
import { SearchBox } from '../../../components/search-box';
import { orderStatuses } from '../../../contract/enums';
import { orderStatusLabels } from '../../../contract/labels';
import type { OrderFilters } from '../api/order-keys';

interface OrderFiltersBarProps {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
}

const dateClass = 'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900';

export function OrderFiltersBar({ filters, onChange }: OrderFiltersBarProps) {
  const id = useId();
  const toggle = (status: (typeof orderStatuses)[number]) =>
    onChange({
      status: filters.status.includes(status)
        ? filters.status.filter((s) => s !== status)
        : [...filters.status, status],
    });
  return (
    <div className="mb-3 space-y-2">
      <SearchBox
        value={filters.search}
        onChange={(search) => onChange({ search })}
        label="Qidirish"
        placeholder="Raqam, ism yoki telefon"
      />
      <div role="group" aria-label="Holat boʻyicha" className="flex gap-2 overflow-x-auto pb-1">
        {orderStatuses.map((status) => {
          const on = filters.status.includes(status);
          // A toggle chip (aria-pressed), not an action: the kit's Button does not draw its on/off states.
          return (
            <button
              key={status}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(status)}
              className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium ${on ? 'border-sky-400 bg-sky-400 text-sky-950' : 'border-slate-300 bg-white text-slate-800'}`}
            >
              {orderStatusLabels[status]}
            </button>
          );
        })}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="text-sm text-slate-700">
          <label htmlFor={`${id}-from`}>Sanadan</label>
          <DateInput
            id={`${id}-from`}
            wide
            className={dateClass}
            value={filters.dateFrom}
            max={filters.dateTo || undefined}
            onChange={(dateFrom) => onChange({ dateFrom })}
          />
        </div>
        <div className="text-sm text-slate-700">
          <label htmlFor={`${id}-to`}>Sanagacha</label>
          <DateInput
            id={`${id}-to`}
            wide
            className={dateClass}
            value={filters.dateTo}
            min={filters.dateFrom || undefined}
            onChange={(dateTo) => onChange({ dateTo })}
          />
        </div>
      </div>
    </div>
  );
}
