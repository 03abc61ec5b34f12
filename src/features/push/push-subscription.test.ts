// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract/user';
import { queryClient } from '../../lib/offline/query-client';
import { onSignOut, signOut } from '../../lib/offline/sign-out';
import { authAtom, signIn } from '../../lib/session';
import { store } from '../../lib/store';
import { keyBytes } from './browser-push';
import { permissionState, storedPushState } from './push-state';
import { forgetPush, syncPush } from './push-subscription';
import { PUSH_ENDPOINT_KEY } from './push-state';

const serverKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
const fetchMock = vi.fn<typeof fetch>();

function fakeBrowser(permission: NotificationPermission, existing: { endpoint: string; key: string } | null) {
  const requestPermission = vi.fn(async () => permission);
  let current = existing;
  const subscription = (sub: { endpoint: string; key: string }) => ({
    endpoint: sub.endpoint,
    options: { applicationServerKey: keyBytes(sub.key).buffer },
    toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: 'p256', auth: 'auth' } }),
    unsubscribe: vi.fn(async () => ((current = null), true)),
  });
  const pushManager = {
    getSubscription: vi.fn(async () => (current ? subscription(current) : null)),
    subscribe: vi.fn(async () =>
      subscription((current = { endpoint: 'https://fcm.googleapis.com/fcm/send/new', key: serverKey })),
    ),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { requestPermission, pushManager };
}

const answer = (status: number, body: unknown) => new Response(body === null ? null : JSON.stringify(body), { status });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/push/key')) return answer(200, { data: { publicKey: serverKey } });
    if (url.endsWith('/push/subscription')) return answer(201, { data: { id: 1 } });
    return answer(404, null);
  });
  signIn({ token: 'tok', user: { id: 5, fullName: 'Kuryer', role: 'courier' } as User });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
  queryClient.clear();
  store.set(authAtom, null);
});

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('push subscription in the app', () => {
  it('on start, never asks for permission and stays off when this device was not turned on', async () => {
    const browser = fakeBrowser('granted', { endpoint, key: serverKey });
    expect(await syncPush()).toBe('off');
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on start, sends the browser’s subscription again while this device is on', async () => {
    fakeBrowser('granted', { endpoint, key: serverKey });
    localStorage.setItem(PUSH_ENDPOINT_KEY, endpoint);
    expect(await syncPush()).toBe('on');
    expect(calls()).toEqual(['GET /api/push/key', 'POST /api/push/subscription']);
    expect(JSON.parse(fetchMock.mock.calls[1]![1]!.body as string)).toEqual({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'p256', auth: 'auth' },
    });
  });

  it('re-subscribes when the browser lost the subscription or it was made for another key, and drops the old endpoint on the server', async () => {
    const browser = fakeBrowser('granted', {
      endpoint,
      key: 'BOtherKey_00000000000000000000000000000000000000000000000000000000000000000000000000',
    });
    localStorage.setItem(PUSH_ENDPOINT_KEY, endpoint);
    expect(await syncPush()).toBe('on');
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(calls()).toEqual(['GET /api/push/key', 'POST /api/push/subscription', 'DELETE /api/push/subscription']);
    expect(JSON.parse(fetchMock.mock.calls[2]![1]!.body as string)).toEqual({ endpoint });
    expect(localStorage.getItem(PUSH_ENDPOINT_KEY)).toBe('https://fcm.googleapis.com/fcm/send/new');
  });

  it('reads blocked from the browser', async () => {
    fakeBrowser('denied', null);
    expect(await permissionState()).toBe('blocked');
  });

  it('reads the permission through the Permissions API, which does not block the page', async () => {
    fakeBrowser('default', null);
    localStorage.setItem(PUSH_ENDPOINT_KEY, endpoint);
    const query = vi.fn(async () => ({ state: 'granted' }));
    Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query } });
    try {
      expect(await permissionState()).toBe('on');
      expect(query).toHaveBeenCalledWith({ name: 'notifications' });
    } finally {
      Reflect.deleteProperty(navigator, 'permissions');
    }
  });

  it('paints the first screen with the state this device last left, before asking the browser', () => {
    fakeBrowser('denied', null);
    expect(storedPushState()).toBe('off');
    localStorage.setItem(PUSH_ENDPOINT_KEY, endpoint);
    expect(storedPushState()).toBe('on');
  });

  it('at sign-out, deletes the subscription on the server with the token still there, and in the browser', async () => {
    const browser = fakeBrowser('granted', { endpoint, key: serverKey });
    localStorage.setItem(PUSH_ENDPOINT_KEY, endpoint);
    const stop = onSignOut(forgetPush);
    signOut();
    stop();
    expect(store.get(authAtom)).toBeNull();
    await vi.waitFor(() => expect(calls()).toEqual(['DELETE /api/push/subscription']));
    const init = fetchMock.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    expect(JSON.parse(init.body as string)).toEqual({ endpoint });
    expect(localStorage.getItem(PUSH_ENDPOINT_KEY)).toBeNull();
    await vi.waitFor(async () => expect(await browser.pushManager.getSubscription()).toBeNull());
  });
});
