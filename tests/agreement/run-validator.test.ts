/// <reference types="vite/client" />
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { List } from '../../src/contract/envelope';
import { listTag, ordersFingerprint } from '../../src/contract/list-tag';
import type { OrderHistory } from '../../src/contract/order-history';
import { addOrder, makePeople, type People } from '../helpers/order-data';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The app's cache code reads the session from localStorage when it is loaded: none here.
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
const { placeAnswer } = await import('../../src/features/orders/api/place-answer');
const { orderKeys } = await import('../../src/api/order-history');
const { patchCached } = await import('../../src/lib/cached-list');
const { applyOrderChange } = await import('../../src/features/orders/courier-change/apply-order-change');

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
}, 60_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

type Run = List<OrderHistory>;
const MINE = '/api/order-history/new-and-not-delivered?mine=true&page=1&limit=100';
const read = async (path: string, token: string) => {
  const res = await t.call('GET', path, { token });
  expect(res.status).toBe(200);
  return { tag: res.headers.get('ETag'), run: (await res.json()) as Run };
};
/** The tag the app makes of a copy it holds (src/features/orders/api/poll-held-run.ts). */
const appTag = async (path: string, run: Run, caller: { id: number; role: string }) =>
  listTag(new URL(path, 'http://localhost'), caller, [await ordersFingerprint(run.data, run.meta.total)]);
const patch = async (id: number, body: object) => {
  const res = await t.call('PATCH', `/api/order-history/${id}`, { token: p.courier.token, body });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: OrderHistory }).data;
};
const setRoute = async (ids: number[]) =>
  expect((await t.call('PATCH', '/api/order-history/route', { token: p.courier.token, body: { ids } })).status).toBe(
    200,
  );

describe('the run’s tag, made by the app from the copy it holds', () => {
  it('is the tag the server gives the run: routed and unrouted orders, Uzbek names, a page past the end, no orders', async () => {
    const customer = await t.createUser({ role: 'user', fullName: 'Gʻayrat Oʻrinov', phone: '+998907654321' });
    const held = () => addOrder(t, customer, { status: 'courier', courierId: p.courier.user.id });
    const [a, , c] = [await held(), await held(), await held()];
    await setRoute([c.id, a.id]);
    for (const path of [MINE, MINE.replace('page=1&limit=100', 'page=9&limit=2')]) {
      const { tag, run } = await read(path, p.courier.token);
      expect(await appTag(path, run, p.courier.user), path).toBe(tag);
    }
    const empty = await read(MINE, p.courier2.token);
    expect(empty.run.data).toEqual([]);
    expect(await appTag(MINE, empty.run, p.courier2.user)).toBe(empty.tag);
  });

  it('after the courier’s own changes, the copy the answers were placed in is the server’s run, and its tag a 304', async () => {
    const toTake = await addOrder(t, p.customer.user, { status: 'pending' });
    const mine = () => addOrder(t, p.customer.user, { status: 'courier', courierId: p.courier.user.id });
    const run = [await mine(), await mine(), await mine(), await mine()];
    await setRoute([run[1]!.id, run[3]!.id, run[0]!.id]);
    const client = new QueryClient();
    const key = orderKeys.openSection('mine');
    client.setQueryData<InfiniteData<Run>>(key, { pages: [(await read(MINE, p.courier.token)).run], pageParams: [1] });

    const me = { id: p.courier.user.id, fullName: p.courier.user.fullName, phone: p.courier.user.phone };
    for (const { id, number } of [toTake, run[3]!, run[1]!]) {
      const status = id === toTake.id ? 'courier' : 'delivered';
      // As the app does it (register-order-mutations.ts): the change drawn on the lists, then the answer placed.
      const drawn = patchCached<OrderHistory>(client, orderKeys.all, id, (order) =>
        applyOrderChange(order, { id, number, status }, me),
      );
      placeAnswer(client, await patch(id, { status }), p.courier.user.id, drawn[0]?.[1]);
    }

    const copy = client.getQueryData<InfiniteData<Run>>(key)!.pages[0]!;
    const server = await read(MINE, p.courier.token);
    // Everything but the time a place last moved up, which the app is not told and does not show.
    const placed = (list: Run) => ({ ...list, data: list.data.map(({ updatedAt: _, ...order }) => order) });
    expect(placed(copy)).toEqual(placed(server.run));
    expect(copy.data.map((o) => o.routePosition)).toEqual([1, 2, 3, 4, 5, null]);
    const tag = await appTag(MINE, copy, p.courier.user);
    const poll = await t.call('GET', MINE, { token: p.courier.token, headers: { 'If-None-Match': tag } });
    expect(poll.status).toBe(304);
  });
});
