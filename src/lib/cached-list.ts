import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { List } from '../contract/envelope';

type Item = { id: number };

const isList = <T>(value: unknown): value is List<T> =>
  typeof value === 'object' && value !== null && Array.isArray((value as List<T>).data);

const isPages = <T>(value: unknown): value is InfiniteData<List<T>> =>
  typeof value === 'object' && value !== null && Array.isArray((value as InfiniteData<List<T>>).pages);

/** `undefined` when the cached value holds no list of items (a detail, a card) or `map` changed nothing. */
function mapItems<T>(value: unknown, map: (item: T) => T): unknown {
  const mapList = (list: List<T>): List<T> => {
    const data = list.data.map(map);
    return data.some((item, i) => item !== list.data[i]) ? { ...list, data } : list;
  };
  if (isPages<T>(value)) {
    const pages = value.pages.map(mapList);
    return pages.some((page, i) => page !== value.pages[i]) ? { ...value, pages } : undefined;
  }
  if (isList<T>(value)) {
    const list = mapList(value);
    return list !== value ? list : undefined;
  }
  return undefined;
}

/** What an item looked like in each cached list before an optimistic change. */
export type CachedSnapshot<T> = Array<[QueryKey, T]>;

function replaceCached<T extends Item>(
  client: QueryClient,
  rootKey: QueryKey,
  map: (item: T, key: QueryKey) => T,
): void {
  for (const query of client.getQueryCache().findAll({ queryKey: rootKey })) {
    const next = mapItems<T>(query.state.data, (item) => map(item, query.queryKey));
    // Keeps the fetch time: an optimistic change is not fresh server data.
    if (next !== undefined) client.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
  }
}

/** Changes one item in place in every cached list (plain or infinite) under `rootKey`; returns what it replaced. */
export function patchCached<T extends Item>(
  client: QueryClient,
  rootKey: QueryKey,
  id: number,
  change: (item: T) => T,
): CachedSnapshot<T> {
  const snapshot: CachedSnapshot<T> = [];
  replaceCached<T>(client, rootKey, (item, key) => {
    if (item.id !== id) return item;
    snapshot.push([key, item]);
    return change(item);
  });
  return snapshot;
}

export function restoreCached<T extends Item>(
  client: QueryClient,
  rootKey: QueryKey,
  snapshot: CachedSnapshot<T> | undefined,
): void {
  if (!snapshot?.length) return;
  const previous = new Map(snapshot.map(([key, item]) => [JSON.stringify(key), item]));
  replaceCached<T>(client, rootKey, (item, key) => {
    const before = previous.get(JSON.stringify(key));
    return before && before.id === item.id ? before : item;
  });
}

/** The item as the cached lists hold it now (after a refetch: as the server has it). */
export function findCached<T extends Item>(client: QueryClient, rootKey: QueryKey, id: number): T | undefined {
  let found: T | undefined;
  replaceCached<T>(client, rootKey, (item) => {
    if (item.id === id) found ??= item;
    return item;
  });
  return found;
}
