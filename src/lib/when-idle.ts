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
