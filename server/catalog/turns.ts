/**
 * Runs jobs `concurrent` at a time; up to `maxWaiting` more wait their turn, in order, and any past
 * that are refused at once with the error `full()` makes, so waiting work cannot pile up.
 */
export function createTurns(concurrent: number, maxWaiting: number, full: () => Error) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < concurrent) running++;
      else if (waiting.length >= maxWaiting) throw full();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
