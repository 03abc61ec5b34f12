import { MutationObserver, onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFailedChangesCount, usePendingChangesCount } from './offline-changes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const statusKey = ['order-history', 'status'];
let client: QueryClient;
let root: Root;
let count: number;
let failed: number;

function Probe() {
  count = usePendingChangesCount();
  failed = useFailedChangesCount();
  return null;
}

const mutate = (mutationKey: string[] | undefined, id: number) =>
  act(async () => {
    void new MutationObserver<void, Error, { id: number }>(client, { mutationKey, mutationFn: async () => {} }).mutate({ id }).catch(() => {});
  });

// TanStack notifies its observers on a timer; let it run inside act.
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setMutationDefaults(statusKey, { mutationFn: async () => {}, scope: { id: 'courier-changes' } });
  root = createRoot(document.createElement('div'));
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  onlineManager.setOnline(true);
});

describe('usePendingChangesCount', () => {
  it('counts the changes that wait offline, and only those that can survive a reload', async () => {
    expect(count).toBe(0);
    onlineManager.setOnline(false);
    await mutate(statusKey, 1);
    await mutate(statusKey, 2);
    await mutate(undefined, 3); // no registered defaults: lost on reload, so not counted
    expect(count).toBe(2);

    await act(async () => onlineManager.setOnline(true));
    await act(() => client.getMutationCache().resumePausedMutations());
    await settle();
    expect(count).toBe(0);
  });
});

describe('useFailedChangesCount', () => {
  it('counts the refused changes that are kept for the courier to decide, and only those', async () => {
    const keptKey = ['kept'];
    const refuse = async () => {
      throw new Error('409');
    };
    client.setMutationDefaults(keptKey, { mutationFn: refuse, meta: { keepWhenRefused: true } });
    client.setMutationDefaults(statusKey, { mutationFn: refuse });
    const refused = (mutationKey: string[]) =>
      act(async () => void (await new MutationObserver<void, Error, number>(client, { mutationKey }).mutate(1).catch(() => {})));
    await refused(keptKey);
    await refused(statusKey);
    await settle();
    expect(failed).toBe(1);
    expect(count).toBe(0);
  });
});
