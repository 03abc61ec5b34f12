import { MutationObserver, onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFailedChangesCount, usePendingChangesCount } from './offline-changes';

const statusKey = ['order-history', 'status'];
let client: QueryClient;

const renderCounts = () =>
  renderHook(() => ({ count: usePendingChangesCount(), failed: useFailedChangesCount() }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  }).result;

const mutate = (mutationKey: string[] | undefined, id: number) =>
  act(async () => {
    void new MutationObserver<void, Error, { id: number }>(client, { mutationKey, mutationFn: async () => {} })
      .mutate({ id })
      .catch(() => {});
  });

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setMutationDefaults(statusKey, { mutationFn: async () => {}, scope: { id: 'courier-changes' } });
});

afterEach(() => onlineManager.setOnline(true));

describe('usePendingChangesCount', () => {
  it('counts the changes that wait offline, and only those that can survive a reload', async () => {
    const result = renderCounts();
    expect(result.current.count).toBe(0);
    onlineManager.setOnline(false);
    await mutate(statusKey, 1);
    await mutate(statusKey, 2);
    await mutate(undefined, 3); // no registered defaults: lost on reload, so not counted
    expect(result.current.count).toBe(2);

    await act(async () => onlineManager.setOnline(true));
    await act(() => client.getMutationCache().resumePausedMutations());
    // TanStack notifies its observers on a timer.
    await waitFor(() => expect(result.current.count).toBe(0));
  });
});

describe('useFailedChangesCount', () => {
  it('counts the refused changes that are kept for the courier to decide, and only those', async () => {
    const result = renderCounts();
    const keptKey = ['kept'];
    const refuse = async () => {
      throw new Error('409');
    };
    client.setMutationDefaults(keptKey, { mutationFn: refuse, meta: { keepWhenRefused: true } });
    client.setMutationDefaults(statusKey, { mutationFn: refuse });
    const refused = (mutationKey: string[]) =>
      act(
        async () =>
          void (await new MutationObserver<void, Error, number>(client, { mutationKey }).mutate(1).catch(() => {})),
      );
    await refused(keptKey);
    await refused(statusKey);
    await waitFor(() => expect(result.current.failed).toBe(1));
    expect(result.current.count).toBe(0);
  });
});
