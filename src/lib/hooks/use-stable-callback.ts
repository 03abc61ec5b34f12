import { useCallback, useEffect, useRef } from 'react';

/**
 * A function that stays the same for the component's life and calls the latest `callback`: memoised children
 * given it are not drawn again only because their parent made a new closure. Not for use during render.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useEffect(() => void (latest.current = callback), [callback]);
  return useCallback((...args: Args) => latest.current(...args), []);
}
