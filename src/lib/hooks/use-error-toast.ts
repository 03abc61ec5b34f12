import { useEffect } from 'react';
import { errorToastText, showErrorToast } from '../toast';

/**
 * One toast when a query starts failing, told as every failed call is (errorToastText): a lost
 * connection shows nothing, the cached list stays and its "Yangilangan" time tells how old it is.
 */
export function useErrorToast(error: Error | null): void {
  const text = error ? errorToastText(error) : null;
  useEffect(() => {
    if (text) showErrorToast(text, text);
  }, [text]);
}
