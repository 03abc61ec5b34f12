import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { logger } from '../log';
import { loadPushConfig } from './push-config';
import { startPushWorker } from './push-worker';

afterEach(() => vi.restoreAllMocks());

describe('the push worker', () => {
  it('logs a failed LISTEN and a failed run through the server’s logger (one JSON line each) and keeps polling', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const error = vi.spyOn(logger, 'error');
    const printed = vi.spyOn(console, 'error');
    let runs = 0;
    const db = {
      execute: async () => {
        runs++;
        throw new Error('database gone');
      },
    } as unknown as Db;
    const worker = await startPushWorker(
      db,
      { ...loadPushConfig({}), pollMs: 10 },
      {
        listen: () => Promise.reject(new Error('no LISTEN here')),
      },
    );
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2));
    await worker.stop();

    expect(warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'no LISTEN here' }) },
      'push jobs: LISTEN failed, polling only',
    );
    expect(error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'database gone' }) },
      'push jobs failed',
    );
    expect(printed).not.toHaveBeenCalled();
  });
});
