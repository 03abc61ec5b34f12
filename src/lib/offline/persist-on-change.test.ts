import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { persistOnChange, UNCHANGED_REWRITE_MS } from './persist-on-change';

const listKey = ['order-history', 'list'];
let client: QueryClient;
let writes: PersistedClient[];
let answer: unknown;
let clock: number;
let stop: () => void;

/** Saves wait for the end of the task that made the changes. */
const taskEnd = () => new Promise<void>((resolve) => setTimeout(resolve));
const listed = () => writes.at(-1)?.clientState.queries.find((q) => q.queryKey[1] === 'list')?.state.data;
// A new object each time, as `response.json()` gives: equal rows keep the cached reference (structural sharing).
const poll = () =>
  client.fetchQuery({
    queryKey: listKey,
    queryFn: async () => JSON.parse(JSON.stringify(answer)) as unknown,
    staleTime: 0,
  });

beforeEach(async () => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  writes = [];
  clock = 0;
  answer = [{ id: 1, status: 'courier' }];
  // The list is there before the subscription, as after a restore.
  await poll();
  stop = persistOnChange(
    {
      queryClient: client,
      persister: {
        persistClient: (c) => void writes.push(c),
        restoreClient: async () => undefined,
        removeClient: () => {},
      },
    },
    () => clock,
  );
});

afterEach(() => stop());

describe('persistOnChange', () => {
  it('writes nothing when a poll finds the same rows, however often', async () => {
    for (let i = 0; i < 5; i++) await poll();
    expect(writes).toHaveLength(0);
  });

  it('writes when a poll brings different rows, with them', async () => {
    answer = [{ id: 1, status: 'delivered' }];
    await poll();
    expect(writes.length).toBeGreaterThan(0);
    expect(listed()).toEqual([{ id: 1, status: 'delivered' }]);
  });

  it('writes a query set by hand, a new query, and a dropped one', async () => {
    client.setQueryData(listKey, []);
    await taskEnd();
    expect(listed()).toEqual([]);
    const count = writes.length;
    await client.fetchQuery({ queryKey: ['order-history', 'lines', 7], queryFn: async () => ['line'] });
    await taskEnd();
    expect(writes.length).toBeGreaterThan(count);
    client.removeQueries({ queryKey: listKey });
    await taskEnd();
    expect(listed()).toBeUndefined();
  });

  it('saves the changes of one task once, with all of them (one copy per order of the run)', async () => {
    for (let id = 1; id <= 20; id++) client.setQueryData(['order-history', 'detail', id], { id });
    expect(writes).toHaveLength(0);
    await taskEnd();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.clientState.queries.filter((q) => q.queryKey[1] === 'detail')).toHaveLength(20);
  });

  it('saves nothing once stopped, not even a save still waiting for its task to end', async () => {
    client.setQueryData(listKey, []);
    stop();
    await taskEnd();
    expect(writes).toHaveLength(0);
  });

  it('keeps the last rows of a query whose refetch failed', async () => {
    await client
      .fetchQuery({ queryKey: listKey, queryFn: () => Promise.reject(new Error('500')), staleTime: 0 })
      .catch(() => {});
    expect(client.getQueryState(listKey)?.status).toBe('error');
    expect(writes).toHaveLength(0);
  });

  it('writes every change (mutation) event', async () => {
    await new MutationObserver(client, { mutationFn: async () => 'ok' }).mutate();
    expect(writes.length).toBeGreaterThan(0);
  });

  it('writes the unchanged entry again once it is an hour old, so a restore does not find it expired', async () => {
    clock = UNCHANGED_REWRITE_MS - 1;
    await poll();
    expect(writes).toHaveLength(0);
    clock = UNCHANGED_REWRITE_MS;
    await poll();
    expect(writes).toHaveLength(1);
    expect(listed()).toEqual(answer);
    await poll();
    expect(writes).toHaveLength(1);
  });
});
