import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { COURIER_CHANGES_SCOPE, courierChangeDefaults, isRefusal, retryChange } from './courier-changes';
import { HttpError, NetworkError } from '../http/http-error';

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

describe('courierChangeDefaults', () => {
  it('queues every change in the one scope and refetches the list only after the last one settles', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const defaults = courierChangeDefaults(client, ['order']);
    expect(defaults.scope).toBe(COURIER_CHANGES_SCOPE);
    const mutating = vi.spyOn(client, 'isMutating').mockReturnValue(2);
    await defaults.onSettled();
    expect(invalidate).not.toHaveBeenCalled();
    mutating.mockReturnValue(1);
    await defaults.onSettled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['order'] });
  });
});
