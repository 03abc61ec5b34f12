import { describe, expect, it } from 'vitest';
import { isRefusal, retryChange } from './courier-changes';
import { HttpError, NetworkError } from './http-error';

const refused = (status: number) => new HttpError(status, null);

describe('retryChange', () => {
  it('never gives up on a change the server was not reached for', () => {
    expect(retryChange(10_000, new NetworkError())).toBe(true);
    expect(retryChange(10_000, refused(503))).toBe(true);
  });

  it('tries a server error three times', () => {
    expect(retryChange(2, refused(500))).toBe(true);
    expect(retryChange(3, refused(500))).toBe(false);
  });

  it('does not replay a refusal', () => {
    for (const status of [400, 403, 404, 409]) expect(retryChange(0, refused(status))).toBe(false);
  });
});

describe('isRefusal', () => {
  it('is true for 403, 404 and 409 only', () => {
    expect([403, 404, 409, 400, 500].map((s) => isRefusal(refused(s)))).toEqual([true, true, true, false, false]);
    expect(isRefusal(new NetworkError())).toBe(false);
  });
});
