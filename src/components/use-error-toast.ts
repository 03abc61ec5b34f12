import { useEffect } from 'react';
import { errorMessage, HttpError } from '../lib/http-error';
import { showErrorToast } from '../lib/toast';

/**
 * One toast when a query starts failing with the server's answer. A lost connection shows
 * nothing: the cached list stays and its "Yangilangan" time tells how old it is.
 */
export function useErrorToast(error: Error | null): void {
  const message = error instanceof HttpError ? errorMessage(error) : null;
  useEffect(() => {
    if (message) showErrorToast(message, message);
  }, [message]);
}
