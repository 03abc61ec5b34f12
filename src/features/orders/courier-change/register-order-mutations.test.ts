// @vitest-environment jsdom
import { hydrate, MutationObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { restorable } from '../../../lib/offline/queued-changes-restore';
import { authAtom } from '../../../lib/session';
import { store } from '../../../lib/store';
import { makeOrder } from '../testing/make-order';
import { orderKeys } from '../../../api/order-history';
import { orderMutationKeys } from '../api/order-keys';
import { registerOrderMutations } from './register-order-mutations';

const meta = { page: 1, limit: 100, total: 2, totalPages: 1 };
const mine = makeOrder();
const unassigned = makeOrder({ id: 2, number: 10046, status: 'accepted', courierId: null, courier: null });
const allOrdersKey = orderKeys.list({ status: [], dateFrom: '', dateTo: '', search: '' });

let client: QueryClient;
let calls: Array<{ method: string; url: string; body: unknown }>;

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(reply: (url: string) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return reply(url);
    }),
  );
}

const openList = () => client.getQueryData<List<OrderHistory>>(orderKeys.open())!.data;
const allPages = () => client.getQueryData<InfiniteData<List<OrderHistory>>>(allOrdersKey)!.pages[0]!.data;

function run<TVariables>(mutationKey: readonly unknown[], variables: TVariables) {
  return new MutationObserver<unknown, Error, TVariables>(client, { mutationKey }).mutate(variables).catch(() => {});
}

beforeEach(() => {
  calls = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  registerOrderMutations(client);
  client.setQueryData(orderKeys.open(), { data: [mine, unassigned], meta }, { updatedAt: 1000 });
  client.setQueryData(allOrdersKey, { pages: [{ data: [mine], meta }], pageParams: [1] });
  store.set(authAtom, {
    token: 't',
    user: { id: 2, fullName: 'Kuryer Bir', phone: '+998900000002' } as never,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  store.set(authAtom, null);
});

describe('order status change', () => {
  it('shows a delivered order as delivered in every list before the server answers, then keeps the answer without a refetch', async () => {
    let answer!: () => void;
    const delivered = { ...mine, status: 'delivered', paymentStatus: 'success', version: 4 };
    stubFetch(() => new Promise((resolve) => (answer = () => resolve(respond(200, { data: delivered })))));
    const done = run(orderMutationKeys.status, { id: 1, number: 10045, status: 'delivered' });

    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(openList()[0]).toMatchObject({ id: 1, status: 'delivered', paymentStatus: 'success' });
    expect(openList()).toHaveLength(2);
    expect(allPages()[0]!.status).toBe('delivered');
    expect(client.getQueryState(orderKeys.open())!.dataUpdatedAt).toBe(1000);
    expect(calls[0]).toEqual({ method: 'PATCH', url: '/api/order-history/1', body: { status: 'delivered' } });

    answer();
    await done;
    expect(openList()[0]).toMatchObject({ id: 1, status: 'delivered', version: 4 });
    expect(client.getQueryState(orderKeys.open())!.isInvalidated).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('sends the cash taken at the door with the delivery, and shows the order paid in cash', async () => {
    const online = makeOrder({ id: 3, number: 10047, paymentMethod: 'click', paymentStatus: 'failed' });
    client.setQueryData(orderKeys.open(), { data: [online], meta }, { updatedAt: 1000 });
    stubFetch(() => new Promise(() => {}));
    void run(orderMutationKeys.status, {
      id: 3,
      number: 10047,
      status: 'delivered',
      paymentMethod: 'cash',
      version: 3,
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ status: 'delivered', paymentMethod: 'cash', version: 3 });
    expect(openList()[0]).toMatchObject({ paymentMethod: 'cash', paymentStatus: 'success', routePosition: null });
  });

  it('takes an unassigned order for the signed-in courier', async () => {
    stubFetch(() => respond(200, { data: unassigned }));
    await run(orderMutationKeys.status, { id: 2, number: 10046, status: 'courier' });
    expect(calls[0]!.body).toEqual({ status: 'courier' });
  });

  it('rolls back a refused change but keeps it, failed, with what the server said, for the courier to decide', async () => {
    let seenDuringCall: OrderHistory | undefined;
    stubFetch(() => {
      seenDuringCall = openList()[1];
      return respond(409, { data: null, meta: { status: 409, message: 'Buyurtmani boshqa kuryer olgan' } });
    });
    await run(orderMutationKeys.status, { id: 2, number: 10046, status: 'courier', version: 1 });

    expect(seenDuringCall).toMatchObject({ status: 'courier', courierId: 2 });
    expect(openList()[1]).toEqual(unassigned);
    expect(client.getQueryState(orderKeys.open())!.isInvalidated).toBe(true);
    const [failed] = client.getMutationCache().findAll({ status: 'error' });
    expect(failed!.state.variables).toEqual({ id: 2, number: 10046, status: 'courier', version: 1 });
    expect(failed!.options.gcTime).toBe(Infinity);
  });

  it('sends a delivery with its bottles in one request, and takes the server’s new version', async () => {
    stubFetch(() => respond(200, { data: { ...mine, status: 'delivered', bottlesReturned: 2, version: 8 } }));
    let answered = false;
    const done = run(orderMutationKeys.status, {
      id: 1,
      number: 10045,
      status: 'delivered',
      bottlesReturned: 2,
      version: 7,
    }).then(() => (answered = true));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ status: 'delivered', bottlesReturned: 2, version: 7 });
    await done;
    expect(answered).toBe(true);
    expect(openList()[0]!.version).toBe(8);
  });

  it('keeps a rejection reason and hands an order back without a courier', async () => {
    stubFetch(() => new Promise(() => {}));
    void run(orderMutationKeys.status, { id: 1, number: 10045, status: 'rejected', rejectReason: 'Mijoz uyda yoʻq' });
    await vi.waitFor(() =>
      expect(openList()[0]).toMatchObject({ status: 'rejected', rejectReason: 'Mijoz uyda yoʻq' }),
    );
    expect(calls[0]!.body).toEqual({ status: 'rejected', rejectReason: 'Mijoz uyda yoʻq' });
  });
});

describe('a bottles change queued by an earlier build', () => {
  const persisted = (mutationKey: readonly string[], variables: unknown) =>
    ({
      mutationKey,
      scope: { id: 'courier-changes' },
      state: { status: 'pending', isPaused: true, variables, submittedAt: 1, failureCount: 0, error: null },
    }) as never;

  it('is restored as part of its delivery: one PATCH carrying the bottles', async () => {
    stubFetch(() => respond(200, { data: { ...mine, status: 'delivered', bottlesReturned: 2, version: 2 } }));
    const mutations = [
      persisted(['bottle'], { orderHistoryId: 1, number: 10045, count: 2 }),
      persisted(orderMutationKeys.status, { id: 1, number: 10045, status: 'delivered' }),
    ];
    const rules = { buster: 'b', maxAge: 1, now: 0 };
    hydrate(
      client,
      restorable({ buster: 'a', timestamp: 0, clientState: { queries: [], mutations } }, rules)!.clientState,
    );
    await client.resumePausedMutations();

    expect(calls.map(({ url, body }) => [url, body])).toEqual([
      ['/api/order-history/1', { status: 'delivered', bottlesReturned: 2 }],
    ]);
  });
});

it('gives a change restored after a reload its function, without redoing the optimistic update', async () => {
  stubFetch(() => respond(200, { data: mine }));
  const restored = client.getMutationCache().build(
    client,
    { mutationKey: orderMutationKeys.status },
    {
      context: undefined,
      data: undefined,
      error: null,
      failureCount: 0,
      failureReason: null,
      isPaused: true,
      status: 'pending',
      variables: { id: 1, number: 10045, status: 'delivered' },
      submittedAt: 1,
    },
  );
  await client.resumePausedMutations();
  expect(restored.state.status).toBe('success');
  expect(calls[0]!.url).toBe('/api/order-history/1');
  expect(openList()[0]!.status).toBe('courier');
});
