/**
 * Runs `work` when the main thread is idle (at the latest after `timeout` ms), not in the task that
 * draws the first screen: on a cheap phone every task over 50 ms is a moment the page ignores a tap.
 * Returns the cancel.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback.
  const id = setTimeout(work, Math.min(timeout, 500));
  return () => clearTimeout(id);
}

/**
 * Runs `work` for each item in idle moments, a few milliseconds of it at a time: an idle period may last
 * 50 ms, and work that fills it is a long task all the same on a phone four times slower. Returns the cancel.
 */
export function eachWhenIdle<T>(items: readonly T[], work: (item: T) => void, sliceMs = 4): () => void {
  let next = 0;
  let cancel: () => void;
  const slice = () => {
    const until = performance.now() + sliceMs;
    do work(items[next++]!);
    while (next < items.length && performance.now() < until);
    if (next < items.length) cancel = whenIdle(slice);
  };
  cancel = whenIdle(slice);
  return () => cancel();
}
