// @vitest-environment jsdom
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { shiftKeys, type CurrentShift } from '../../../api/shift';
import type { OrderHistory } from '../../../contract/order-history';
import { authAtom } from '../../../lib/session';
import { store } from '../../../lib/store';
import type { CloseShiftVariables } from './close-shift';
import type { OpenShiftVariables } from './open-shift';
import { registerShiftMutations } from './register-shift-mutations';
import { shiftMutationKeys } from './shift-mutation-keys';

const me = { id: 4, fullName: 'Otabek Qodirov', phone: '+998900000004' };
let client: QueryClient;
let calls: string[];

const change = <V>(key: readonly string[], variables: V) =>
  new MutationObserver<unknown, Error, V>(client, { mutationKey: key }).mutate(variables).catch(() => {});
const current = () => client.getQueryData<CurrentShift>(shiftKeys.current())?.data;

beforeEach(() => {
  calls = [];
  store.set(authAtom, { token: 't', user: { ...me, role: 'courier' } } as never);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  registerShiftMutations(client);
  client.setQueryData<CurrentShift>(shiftKeys.current(), { data: null, meta: { cashLimit: null } });
  const shift = { id: 31, status: 'open' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url} ${init.body ?? ''}`.trim());
      return Response.json({ data: url.endsWith('/close') ? { ...shift, status: 'closing' } : shift });
    }),
  );
});
afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  store.set(authAtom, null);
});

it('opens and closes offline in the screen at once, then sends both in order; the close finds the shift’s id', async () => {
  onlineManager.setOnline(false);
  void change<OpenShiftVariables>(shiftMutationKeys.open, { fullBottlesLoaded: 25 });
  await vi.waitFor(() => expect(current()).toMatchObject({ id: 0, status: 'open', fullBottlesLoaded: 25 }));
  void change<CloseShiftVariables>(shiftMutationKeys.close, {
    cashDeclared: 0,
    emptiesDeclared: 0,
    fullBottlesDeclared: 25,
  });
  await vi.waitFor(() => expect(current()).toMatchObject({ status: 'closing', fullBottlesDeclared: 25 }));
  expect(calls).toEqual([]);

  onlineManager.setOnline(true);
  await client.resumePausedMutations();
  await vi.waitFor(() => expect(client.isMutating()).toBe(0));
  expect(calls).toEqual([
    'POST /api/shift {"fullBottlesLoaded":25}',
    'GET /api/shift/current',
    'POST /api/shift/31/close {"cashDeclared":0,"emptiesDeclared":0,"fullBottlesDeclared":25}',
  ]);
});

const answered = (order: Partial<OrderHistory>) =>
  new MutationObserver(client, {
    mutationKey: ['order-history', 'status'],
    mutationFn: async () => ({ id: 7, paymentMethod: 'cash', total: 30_000, bottlesReturned: 0, ...order }),
  }).mutate();

it('draws an answered delivery into the open shift without reading it again; a take reads nothing', async () => {
  const open = { id: 31, status: 'open', cashExpected: 50_000, ordersDelivered: 2, emptiesExpected: 1 };
  client.setQueryData(shiftKeys.current(), { data: open, meta: { cashLimit: null } } as never);
  await answered({ status: 'courier' });
  await answered({ status: 'delivered', bottlesReturned: 2 });
  expect(current()).toMatchObject({ id: 31, cashExpected: 80_000, ordersDelivered: 3, emptiesExpected: 3 });
  expect(client.getQueryState(shiftKeys.current())?.isInvalidated).toBe(false);
});

it('reads the shift once a delivery lands with no shift of the server’s to draw into (the delivery opened one)', async () => {
  await answered({ status: 'delivered' });
  expect(client.getQueryState(shiftKeys.current())?.isInvalidated).toBe(true);
});
