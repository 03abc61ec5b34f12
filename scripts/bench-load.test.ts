import { describe, expect, it } from 'vitest';
import { unexpectedStatuses } from './bench-load';

describe('unexpectedStatuses', () => {
  it('names every answer but the expected one, 200s in a 304 run included', () => {
    const statusCodeStats = { '304': { count: 900 }, '200': { count: 12 }, '500': { count: 3 } };
    expect(unexpectedStatuses({ statusCodeStats }, 304)).toBe('200×12, 500×3');
    expect(unexpectedStatuses({ statusCodeStats: { '200': { count: 40 } } }, 200)).toBe('');
    expect(unexpectedStatuses({ statusCodeStats: { '200': { count: 40 }, '401': { count: 1 } } }, 200)).toBe('401×1');
  });
});
