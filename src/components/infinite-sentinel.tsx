import { useEffect, useRef } from 'react';
import { Spinner } from './spinner';

interface InfiniteSentinelProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Loads the next page when the end of a list scrolls into view. */
export function InfiniteSentinel({ hasNextPage, isFetchingNextPage, fetchNextPage }: InfiniteSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Only while more can come: at the end of a list its room for the spinner would be an empty band.
  if (!hasNextPage) return null;
  return (
    <div ref={ref} className="flex min-h-12 items-center justify-center">
      {isFetchingNextPage && <Spinner aria-label="Yuklanmoqda…" />}
    </div>
  );
}
