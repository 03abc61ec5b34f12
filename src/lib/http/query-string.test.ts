import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('repeats keys for arrays and leaves out empty values', () => {
    expect(
      toQueryString({
        status: ['pending', 'accepted'],
        page: 2,
        isActive: false,
        search: '',
        courierId: null,
        userId: undefined,
        type: [],
      }),
    ).toBe('?status=pending&status=accepted&page=2&isActive=false');
  });

  it('encodes values and skips empty entries inside arrays', () => {
    expect(toQueryString({ search: 'Ali Valiyev&co', status: ['', 'pending', null] })).toBe(
      '?search=Ali+Valiyev%26co&status=pending',
    );
  });

  it('gives an empty string when nothing is left', () => {
    expect(toQueryString({ search: '' })).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});
