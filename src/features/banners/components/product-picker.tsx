import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { productQueries } from '../../../api/product';
import { SearchBox } from '../../../components/search-box';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../components/button';

interface ProductPickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  errorId: string;
}

/** Finds a product by name and keeps its id; the chosen one is shown by name. */
export function ProductPicker({ value, onChange, error, errorId }: ProductPickerProps) {
  const [search, setSearch] = useState('');
  const chosen = useQuery({ ...productQueries.detail(value ?? 0), enabled: value !== null });
  const options = useQuery({
    ...productQueries.list({ search, limit: 20, sort: 'name', order: 'asc' }),
    enabled: value === null,
    select: (list) => list.data,
  });

  if (value !== null) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl border border-slate-300 bg-slate-50 px-3 py-2">
        <p className="text-slate-900">
          <span className="text-sm text-slate-600">Tanlangan mahsulot: </span>
          <span className="font-medium">{chosen.data?.name ?? `#${value}`}</span>
        </p>
        <Button variant="ghost" onClick={() => onChange(null)}>
          Boshqasini tanlash
        </Button>
      </div>
    );
  }
  return (
    <div>
      <SearchBox value={search} onChange={setSearch} label="Mahsulotni qidirish" placeholder="Mahsulot nomi" />
      <ul
        aria-label="Mahsulotlar"
        className="mt-2 max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200 bg-white"
      >
        {options.isLoading && <li className="px-3 py-2 text-sm text-slate-600">Yuklanmoqda…</li>}
        {options.data?.length === 0 && <li className="px-3 py-2 text-sm text-slate-600">Maʼlumot yoʻq</li>}
        {options.data?.map((product) => (
          <li key={product.id}>
            {/* A pickable row of a list, not a kit button. */}
            <button
              type="button"
              onClick={() => onChange(product.id)}
              className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-sky-50 focus-visible:bg-sky-50"
            >
              <span>{product.name}</span>
              <span className="text-sm tabular-nums text-slate-600">{formatMoney(product.price)}</span>
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
