import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import type { List } from '../contract/envelope';
import { findCached, patchCached, restoreCached } from './cached-list';

interface Item {
  id: number;
  name: string;
}

const list = (...data: Item[]): List<Item> => ({ data, meta: { total: data.length } }) as List<Item>;
const root = ['items'];
const plainKey = ['items', 'list'];
const pagesKey = ['items', 'pages'];

function seed() {
  const client = new QueryClient();
  client.setQueryData(plainKey, list({ id: 1, name: 'a' }, { id: 2, name: 'b' }));
  client.setQueryData<InfiniteData<List<Item>>>(pagesKey, {
    pages: [list({ id: 3, name: 'c' }), list({ id: 1, name: 'a' })],
    pageParams: [1, 2],
  });
  client.setQueryData(['items', 'detail', 1], { id: 1, name: 'a' });
  client.setQueryData(['other'], list({ id: 1, name: 'a' }));
  return client;
}

it('patches the item in plain and infinite lists under the root key only, and restores it', () => {
  const client = seed();
  const pagesBefore = client.getQueryData<InfiniteData<List<Item>>>(pagesKey)!;
  const snapshot = patchCached<Item>(client, root, 1, (item) => ({ ...item, name: 'z' }));

  expect(snapshot.map(([key]) => key)).toEqual([plainKey, pagesKey]);
  expect(client.getQueryData<List<Item>>(plainKey)!.data.map((i) => i.name)).toEqual(['z', 'b']);
  const pages = client.getQueryData<InfiniteData<List<Item>>>(pagesKey)!;
  expect(pages.pages[1]!.data[0]!.name).toBe('z');
  expect(pages.pages[0]).toBe(pagesBefore.pages[0]);
  expect(client.getQueryData(['items', 'detail', 1])).toEqual({ id: 1, name: 'a' });
  expect(client.getQueryData<List<Item>>(['other'])!.data[0]!.name).toBe('a');
  expect(findCached<Item>(client, root, 1)?.name).toBe('z');

  restoreCached(client, root, snapshot);
  expect(client.getQueryData<List<Item>>(plainKey)!.data[0]!.name).toBe('a');
  expect(client.getQueryData<InfiniteData<List<Item>>>(pagesKey)!.pages[1]!.data[0]!.name).toBe('a');
});

it('leaves the cache untouched, and the fetch time kept, when nothing matches', () => {
  const client = seed();
  const before = client.getQueryData(plainKey);
  const updatedAt = client.getQueryState(plainKey)!.dataUpdatedAt;
  expect(patchCached<Item>(client, root, 9, (item) => ({ ...item, name: 'z' }))).toEqual([]);
  expect(client.getQueryData(plainKey)).toBe(before);
  patchCached<Item>(client, root, 2, (item) => ({ ...item, name: 'y' }));
  expect(client.getQueryState(plainKey)!.dataUpdatedAt).toBe(updatedAt);
  expect(findCached<Item>(client, root, 9)).toBeUndefined();
});
