import { useEffect, useRef } from 'react';
import { Spinner } from './spinner';

interface InfiniteSentinelProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Loads the next page when the end of a list comes within 200 px (about three rows) of the visible part of its
 * page, so a finger scrolling at an even pace meets rows already drawn. A wider margin would have a first screen
 * whose end is near draw the next rows at once, at a cheap phone's busiest moment.
 */
export function InfiniteSentinel({ hasNextPage, isFetchingNextPage, fetchNextPage }: InfiniteSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      // The screens scroll inside the page's box, which clips the list: a rootMargin widens only the viewport, a
      // scrollMargin that box too. Where a browser lacks it, the next page starts once the end is in sight.
      { scrollMargin: '200px' },
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
