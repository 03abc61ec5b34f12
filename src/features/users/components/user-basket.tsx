import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { basketQueryOptions } from '../api/get-basket';

/** The customer's current cart. */
export function UserBasket({ userId }: { userId: number }) {
  const { data, isPending, isError } = useQuery(basketQueryOptions(userId));
  if (isPending) return <p className="text-sm text-slate-600">Yuklanmoqda…</p>;
  if (isError || data.items.length === 0) return <p className="text-sm text-slate-600">Savat boʻsh</p>;
  return (
    <div className="text-sm">
      <ul className="divide-y divide-slate-100">
        {data.items.map((item) => (
          <li key={item.productId} className="flex justify-between gap-3 py-1.5">
            <span>
              {item.product.name} × {item.quantity}
            </span>
            <span className="whitespace-nowrap tabular-nums">{formatMoney(item.total)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 font-semibold">
        <span>Jami ({formatDate(data.updatedAt)})</span>
        <span className="tabular-nums">{formatMoney(data.total)}</span>
      </p>
    </div>
  );
}
