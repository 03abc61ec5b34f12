import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchBox } from '../../../components/search-box';
import type { Product } from '../../../contract/product';
import { formatMoney } from '../../../lib/money';
import { useAddOrderLine } from '../api/add-order-line';
import { productSearchQueryOptions } from '../api/search-products';
import { LineQuantity } from './line-quantity';
import { Button } from '../../../components/button';

/** Finds an active product by name and adds it to the order with a quantity. */
export function AddProductForm({ orderHistoryId }: { orderHistoryId: number }) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Product | null>(null);
  const [quantity, setQuantity] = useState(1);
  const results = useQuery(productSearchQueryOptions(search));
  const add = useAddOrderLine(orderHistoryId);

  const submit = () => {
    if (!picked) return;
    add.mutate(
      { productId: picked.id, quantity },
      {
        onSuccess: () => {
          setPicked(null);
          setSearch('');
          setQuantity(1);
        },
      },
    );
  };

  return (
    <div className="mt-5 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="mb-3 font-semibold">Mahsulot qoʻshish</h2>
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-80">
          <SearchBox
            value={search}
            onChange={(text) => {
              setSearch(text);
              setPicked(null);
            }}
            label="Mahsulotni qidirish"
            placeholder="Mahsulot nomi"
          />
          {search && !picked && (
            <ul
              className="mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200"
              aria-label="Topilgan mahsulotlar"
            >
              {results.isFetching && !results.data && (
                <li className="px-3 py-2 text-sm text-slate-600">Yuklanmoqda…</li>
              )}
              {results.data?.data.length === 0 && <li className="px-3 py-2 text-sm text-slate-600">Maʼlumot yoʻq</li>}
              {results.data?.data.map((product) => (
                <li key={product.id}>
                  {/* A pickable row of a list, not a kit button. */}
                  <button
                    type="button"
                    onClick={() => setPicked(product)}
                    className="flex w-full justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-sky-50 focus-visible:bg-sky-50 focus-visible:outline-none"
                  >
                    <span>{product.name}</span>
                    <span className="whitespace-nowrap text-slate-600">{formatMoney(product.price)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {picked && (
          <p className="flex min-h-11 items-center text-sm">
            <span className="font-medium">{picked.name}</span>&nbsp;· {formatMoney(picked.price)}
          </p>
        )}
        <div className="flex items-center gap-2">
          <LineQuantity value={quantity} label="Miqdor" onSave={setQuantity} />
          <Button disabled={!picked || add.isPending} onClick={submit}>
            Qoʻshish
          </Button>
        </div>
      </div>
    </div>
  );
}
