import type { InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { List } from '../contract/envelope';
import { EmptyState } from './empty-state';
import { InfiniteSentinel } from './infinite-sentinel';
import { LastUpdated } from './last-updated';
import { Loading } from './loading';

interface InfiniteListProps<T> {
  /** What useInfiniteQuery gave. */
  query: {
    data: InfiniteData<List<T>, unknown> | undefined;
    dataUpdatedAt: number;
    isLoading: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  label: string;
  className: string;
  /** One `<li>` with its key. */
  children: (item: T) => ReactNode;
}

/** A scrolled list: when it was fetched, the loaded pages' items, and the next page as the end scrolls near. */
export function InfiniteList<T>({ query, label, className, children }: InfiniteListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      <LastUpdated at={query.dataUpdatedAt} className="mb-2" />
      {query.isLoading ? (
        <Loading />
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={className} aria-label={label}>
          {items.map(children)}
        </ul>
      )}
      <InfiniteSentinel
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
      />
    </>
  );
}
