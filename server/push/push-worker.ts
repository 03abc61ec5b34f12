import type { Db } from '../db/client';
import { logger } from '../log';
import { pushBatchSize } from './claim-push-jobs';
import { pushJobsChannel } from './enqueue-push';
import type { PushConfig } from './push-config';
import { createPushSender, type PushSenderOptions } from './push-sender';

export interface StartOptions extends PushSenderOptions {
  /** Database.listen: wakes the worker as soon as a transaction that queued jobs commits. */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
}

/**
 * Sends as soon as jobs are committed (LISTEN/NOTIFY), and polls every `config.pollMs` for what
 * comes due later (retries) or a wake-up missed; `stop` waits for a run in progress.
 */
export async function startPushWorker(
  db: Db,
  config: PushConfig,
  options: StartOptions = {},
): Promise<{ stop(): Promise<void> }> {
  const sender = createPushSender(db, config, options);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  const runAll = async () => {
    try {
      while (!stopped && (await sender.runOnce()) === pushBatchSize);
    } catch (error) {
      logger.error({ err: error }, 'push jobs failed');
    }
  };
  const loop = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = runAll().then(() => {
      running = null;
      if (stopped) return;
      if (again) {
        again = false;
        loop();
      } else {
        timer = setTimeout(loop, config.pollMs).unref();
      }
    });
  };

  const unlisten = await options.listen?.(pushJobsChannel, loop).catch((error: unknown) => {
    logger.warn({ err: error }, 'push jobs: LISTEN failed, polling only');
    return undefined;
  });
  loop();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.();
      await running;
    },
  };
}
