import { useEffect, useState } from 'react';

const PULL_PX = 70;

function isAtTop(element: Element | null): boolean {
  for (let node = element; node; node = node.parentElement) if (node.scrollTop > 0) return false;
  return (document.scrollingElement?.scrollTop ?? 0) <= 0;
}

/** Pull down at the top of the page to refresh; `pulled` is 0..1 for the indicator. */
export function usePullToRefresh(onRefresh: () => unknown): number {
  const [pulled, setPulled] = useState(0);
  useEffect(() => {
    let startY: number | null = null;
    let distance = 0;
    const onStart = (event: TouchEvent) => {
      startY = event.touches.length === 1 && isAtTop(event.target as Element) ? event.touches[0]!.clientY : null;
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      distance = Math.max(0, event.touches[0]!.clientY - startY);
      setPulled(Math.min(1, distance / PULL_PX));
    };
    const onEnd = () => {
      if (startY !== null && distance >= PULL_PX) onRefresh();
      startY = null;
      setPulled(0);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [onRefresh]);
  return pulled;
}
