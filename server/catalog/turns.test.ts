import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createTurns', () => {
  it('runs one job at a time, in the order they came, and refuses past the waiting limit', async () => {
    const turns = createTurns(1, 2, () => new Error('full'));
    const jobs = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = jobs.map((job, i) => turns.run(() => (started.push(i), job.promise)));
    await expect(turns.run(async () => 'never')).rejects.toThrow('full');
    await settle();
    expect(started).toEqual([0]);
    expect({ running: turns.running, waiting: turns.waiting }).toEqual({ running: 1, waiting: 2 });

    jobs[0]!.resolve();
    await settle();
    expect(started).toEqual([0, 1]);
    // A job that fails still hands its turn on.
    jobs[1]!.reject(new Error('bad image'));
    await expect(runs[1]).rejects.toThrow('bad image');
    await settle();
    expect(started).toEqual([0, 1, 2]);
    jobs[2]!.resolve();
    await Promise.all([runs[0], runs[2]]);
    expect({ running: turns.running, waiting: turns.waiting }).toEqual({ running: 0, waiting: 0 });
    expect(await turns.run(async () => 'again')).toBe('again');
  });
});
