import type { ReactNode } from 'react';
import type { List } from '../contract/envelope';

interface QueryListProps<T> {
  /** What useQuery gave. */
  query: { data: List<T> | undefined; isPending: boolean; isError: boolean };
  className: string;
  /** The class of the `Yuklanmoqda…` and `Maʼlumot yoʻq` lines. */
  statusClassName?: string;
  /** One `<li>` with its key. */
  children: (item: T) => ReactNode;
}

/** A short fetched list: `Yuklanmoqda…`, then its items, or `Maʼlumot yoʻq` when there are none or the call failed. */
export function QueryList<T>({
  query,
  className,
  statusClassName = 'py-2 text-sm text-slate-600',
  children,
}: QueryListProps<T>) {
  if (query.isPending) return <p className={statusClassName}>Yuklanmoqda…</p>;
  if (query.isError || !query.data?.data.length) return <p className={statusClassName}>Maʼlumot yoʻq</p>;
  return <ul className={className}>{query.data.data.map(children)}</ul>;
}
