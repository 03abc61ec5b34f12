import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { entityKeys } from './entity';
import { entityMutations } from './entity-mutations';

afterEach(() => vi.unstubAllGlobals());

interface Thing {
  id: number;
  name: string;
}

const thingKeys = entityKeys('thing');
const otherLists = ['other', 'list'];
const mutations = entityMutations<Thing, { name: string }, { name: string }>('/thing', thingKeys, [otherLists]);

function setUp(reply: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(reply)));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cached = [thingKeys.list({ page: 1 }), [...otherLists, {}], thingKeys.detail(4), ['unrelated']];
  for (const key of cached) client.setQueryData(key, { before: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidated = () =>
    cached.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key[0] + ':' + String(key[1]));
  return { fetchMock, client, wrapper, invalidated };
}

it('creates, then refetches the lists only', async () => {
  const { fetchMock, wrapper, invalidated } = setUp({ data: { id: 5, name: 'Yangi' } });
  const { result } = renderHook(() => mutations.useCreate(), { wrapper });
  await result.current.mutateAsync({ name: 'Yangi' });
  expect([fetchMock.mock.calls[0]![0], fetchMock.mock.calls[0]![1]?.method]).toEqual(['/api/thing', 'POST']);
  expect(invalidated()).toEqual(['thing:list', 'other:list']);
});

it('updates, puts the saved entity in its detail, then refetches the lists', async () => {
  const { fetchMock, client, wrapper, invalidated } = setUp({ data: { id: 4, name: 'Yangilangan' } });
  const { result } = renderHook(() => mutations.useUpdate(), { wrapper });
  await result.current.mutateAsync({ id: 4, body: { name: 'Yangilangan' } });
  expect([fetchMock.mock.calls[0]![0], fetchMock.mock.calls[0]![1]?.method]).toEqual(['/api/thing/4', 'PATCH']);
  expect(client.getQueryData(thingKeys.detail(4))).toEqual({ id: 4, name: 'Yangilangan' });
  expect(invalidated()).toEqual(['thing:list', 'other:list']);
});

it('deletes, forgets the detail, then refetches the lists', async () => {
  const { fetchMock, client, wrapper, invalidated } = setUp(null);
  const { result } = renderHook(() => mutations.useDelete(), { wrapper });
  await result.current.mutateAsync(4);
  expect([fetchMock.mock.calls[0]![0], fetchMock.mock.calls[0]![1]?.method]).toEqual(['/api/thing/4', 'DELETE']);
  expect(client.getQueryState(thingKeys.detail(4))).toBeUndefined();
  expect(invalidated()).toEqual(['thing:list', 'other:list']);
});
