/** Browser-test workers, each with a server and database of its own (global-setup.ts). */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * The server of the worker this runs in. Playwright loads the config again in every worker, with
 * TEST_PARALLEL_INDEX (0 … workers − 1) set, after the global setup has named the servers.
 */
export function workerBaseUrl(): string | undefined {
  const urls = process.env.E2E_BASE_URLS?.split(',');
  return urls?.[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % urls.length];
}
