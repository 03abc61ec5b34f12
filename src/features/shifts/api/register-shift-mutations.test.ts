// @vitest-environment jsdom
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { shiftKeys, type CurrentShift } from '../../../api/shift';
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
