import { retry, type RetryOptions } from '../lib/http/retry';

/** The module map is the document's, so a counter gives each retry an address it has not seen. */
let fresh = 0;

/** The module's address in a failed dynamic import's message (Chromium and Firefox name it; Safari does not). */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /https?:\/\/\S+?\.js\b/.exec(message)?.[0];
}

const importUrl = (url: string) => import(/* @vite-ignore */ url) as Promise<unknown>;

/**
 * Retries a dynamic import. Chromium keeps a failed import's error for its address and answers
 * every later import of it from there, without the network; so a retry asks for the same file
 * under an address it has not failed on yet.
 */
export function retryImport<T>(load: () => Promise<T>, options: RetryOptions, loadUrl = importUrl): Promise<T> {
  let url: string | undefined;
  return retry(async () => {
    try {
      return url ? ((await loadUrl(`${url}?retry=${++fresh}`)) as T) : await load();
    } catch (error) {
      url ??= failedModuleUrl(error);
      throw error;
    }
  }, options);
}
