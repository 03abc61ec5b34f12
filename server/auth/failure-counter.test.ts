import { describe, expect, it } from 'vitest';
import { FailureCounter } from './failure-counter';

const minute = 60_000;

describe('FailureCounter', () => {
  it('locks a key at the limit until its oldest failure leaves the window', () => {
    const counter = new FailureCounter(3, 15 * minute);
    const start = 1_000_000;
    counter.fail('a', start);
    counter.fail('a', start + minute);
    expect(counter.retryAfter('a', start + minute)).toBe(0);
    counter.fail('a', start + 2 * minute);
    expect(counter.retryAfter('a', start + 2 * minute)).toBe(13 * 60);
    expect(counter.retryAfter('a', start + 15 * minute + 1)).toBe(0);
    expect(counter.retryAfter('b', start)).toBe(0);
  });

  it('forgets a key on clear', () => {
    const counter = new FailureCounter(1);
    counter.fail('a');
    expect(counter.retryAfter('a')).toBeGreaterThan(0);
    counter.clear('a');
    expect(counter.retryAfter('a')).toBe(0);
  });

  it('prunes stale keys and never holds more than maxKeys', () => {
    const counter = new FailureCounter(10, minute, 100);
    for (let i = 0; i < 50; i++) counter.fail(`old-${i}`, 0);
    counter.fail('new', 2 * minute);
    expect(counter.size).toBe(1);
    for (let i = 0; i < 1000; i++) counter.fail(`flood-${i}`, 3 * minute);
    expect(counter.size).toBe(100);
  });
});
