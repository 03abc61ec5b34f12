import { Button } from './button';

// The filters' names as the filter bars write them; values shown where they are the person's own words or dates.
const names: Record<string, string> = {
  search: 'Qidiruv',
  status: 'Holat',
  district: 'Tuman',
  courierId: 'Kuryer',
  unassigned: 'Kuryer',
  dateFrom: 'Sanadan',
  dateTo: 'Sanagacha',
  paymentMethod: 'Toʻlov usuli',
  paymentStatus: 'Toʻlov holati',
  isActive: 'Holat',
  categoryId: 'Kategoriya',
  brandId: 'Brend',
  unit: 'Oʻlchov birligi',
  priceFrom: 'Narx',
  priceTo: 'Narx',
  type: 'Turi',
  activeOn: 'Amal qiladigan kun',
  role: 'Rol',
  customerKind: 'Mijoz turi',
  answer: 'Javob',
  isRead: 'Oʻqilgan',
};
const shownValue = new Set(['search', 'district', 'dateFrom', 'dateTo', 'activeOn', 'priceFrom', 'priceTo']);
const notFilters = new Set(['page', 'limit', 'sort', 'order']);

/** `Qidiruv «Aziz», Holat, Sanadan 2026-03-04`: the filters set in the URL, each named once. */
export function describeFilters(params: URLSearchParams): string {
  const parts = new Map<string, string>();
  for (const key of new Set(params.keys())) {
    if (notFilters.has(key)) continue;
    const name = names[key] ?? key;
    const values = params.getAll(key).filter(Boolean);
    if (values.length === 0) continue;
    const text = shownValue.has(key)
      ? `${name} ${key === 'search' ? `«${values[0]}»` : values.join(', ')}`
      : values.length > 1
        ? `${name} (${values.length})`
        : name;
    parts.set(name + key, parts.has(name + key) ? parts.get(name + key)! : text);
  }
  return [...parts.values()].join(', ');
}

export const hasFilters = (params: URLSearchParams) => describeFilters(params) !== '';

/** An empty list because of its filters: which ones, and `Filtrni tozalash`. */
export function EmptyFiltered({ params, onClear }: { params: URLSearchParams; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center text-slate-700">
      <p>
        Filtrga mos maʼlumot yoʻq: <span className="font-medium text-slate-900">{describeFilters(params)}</span>
      </p>
      <Button variant="secondary" onClick={onClear}>
        Filtrni tozalash
      </Button>
    </div>
  );
}
