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
        <label className="text-sm text-slate-700">
          Sanadan
          <input
            type="date"
            className={dateClass}
            value={filters.dateFrom}
            max={filters.dateTo || undefined}
            onChange={(e) => onChange({ dateFrom: e.target.value })}
          />
        </label>
        <label className="text-sm text-slate-700">
          Sanagacha
          <input
            type="date"
            className={dateClass}
            value={filters.dateTo}
            min={filters.dateFrom || undefined}
            onChange={(e) => onChange({ dateTo: e.target.value })}
          />
        </label>
      </div>
    </div>
  );
}
