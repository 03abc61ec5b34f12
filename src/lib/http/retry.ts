export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  /** Attempts in all, the first one included. */
  tries?: number;
  delayMs?: number;
}

/** Calls `fn` until it resolves, waiting `delayMs` between attempts; rethrows the last error. */
export async function retry<T>(fn: () => Promise<T>, { tries = 15, delayMs = 1000 }: RetryOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= tries) throw error;
      await sleep(delayMs);
    }
  }
}
