import { describe, expect, it, vi } from 'vitest';
import type { WorkerSession } from '../src/contract/push';
import { replaceSubscription, storedSession, type ResubscribeDeps } from './push-resubscribe';

const serverKey = new Uint8Array([4, 1, 2, 3]).buffer;
const oldEndpoint = 'https://fcm.googleapis.com/fcm/send/old';
const newEndpoint = 'https://fcm.googleapis.com/fcm/send/new';

const subscription = (endpoint: string) =>
  ({
    endpoint,
    options: { userVisibleOnly: true, applicationServerKey: serverKey },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `${endpoint}-p256dh`, auth: `${endpoint}-auth` },
    }),
  }) as unknown as PushSubscription;

function fakes(
  session: WorkerSession | null,
  fetchImpl: typeof fetch = async () => new Response(null, { status: 204 }),
) {
  const fetchMock = vi.fn(fetchImpl);
  const subscribe = vi.fn(async () => subscription(newEndpoint));
  const deps: ResubscribeDeps = {
    pushManager: { subscribe },
    session: async () => session,
    fetch: fetchMock,
    origin: 'https://yetkaz.uz',
  };
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      call: `${init?.method} ${String(url)}`,
      auth: new Headers(init?.headers).get('Authorization'),
      type: new Headers(init?.headers).get('Content-Type'),
      body: JSON.parse(init?.body as string) as unknown,
    }));
  return { deps, subscribe, calls };
}

const signedIn: WorkerSession = { apiBase: '/api', token: 'tok' };

describe('replaceSubscription (pushsubscriptionchange)', () => {
  it('sends the browser’s new subscription to the server and drops the old endpoint, with the stored token', async () => {
    const { deps, subscribe, calls } = fakes(signedIn);
    const current = await replaceSubscription(
      { oldSubscription: subscription(oldEndpoint), newSubscription: subscription(newEndpoint) },
      deps,
    );
    expect(current?.endpoint).toBe(newEndpoint);
    expect(subscribe).not.toHaveBeenCalled();
    expect(calls()).toEqual([
      {
        call: 'POST https://yetkaz.uz/api/push/subscription',
        auth: 'Bearer tok',
        type: 'application/json',
        body: {
          endpoint: newEndpoint,
          expirationTime: null,
          keys: { p256dh: `${newEndpoint}-p256dh`, auth: `${newEndpoint}-auth` },
        },
      },
      {
        call: 'DELETE https://yetkaz.uz/api/push/subscription',
        auth: 'Bearer tok',
        type: 'application/json',
        body: { endpoint: oldEndpoint },
      },
    ]);
  });

  it('subscribes again with the old key when the browser gave no new subscription, then tells the server', async () => {
    const { deps, subscribe, calls } = fakes({ apiBase: 'https://api.yetkaz.uz/api', token: 'tok' });
    await replaceSubscription({ oldSubscription: subscription(oldEndpoint), newSubscription: null }, deps);
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: serverKey });
    expect(calls().map((c) => c.call)).toEqual([
      'POST https://api.yetkaz.uz/api/push/subscription',
      'DELETE https://api.yetkaz.uz/api/push/subscription',
    ]);
    expect(calls()[0]!.body).toMatchObject({ endpoint: newEndpoint });
  });

  it('signed out: only subscribes again, and calls no server', async () => {
    const { deps, subscribe, calls } = fakes(null);
    await replaceSubscription({ oldSubscription: subscription(oldEndpoint) }, deps);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(calls()).toEqual([]);
  });

  it('with no old subscription there is nothing to drop; a failed POST still drops the old endpoint', async () => {
    const first = fakes(signedIn);
    await replaceSubscription({ newSubscription: subscription(newEndpoint) }, first.deps);
    expect(first.calls().map((c) => c.call)).toEqual(['POST https://yetkaz.uz/api/push/subscription']);

    const offline = fakes(signedIn, async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      replaceSubscription(
        { oldSubscription: subscription(oldEndpoint), newSubscription: subscription(newEndpoint) },
        offline.deps,
      ),
    ).resolves.toBeTruthy();
    expect(offline.calls().map((c) => c.call)).toEqual([
      'POST https://yetkaz.uz/api/push/subscription',
      'DELETE https://yetkaz.uz/api/push/subscription',
    ]);
  });
});

describe('storedSession', () => {
  it('reads what the app stored, and nothing from a missing or damaged entry', async () => {
    expect(await storedSession(async () => JSON.stringify(signedIn))).toEqual(signedIn);
    for (const stored of [undefined, null, '', 'not json', '{"token":5,"apiBase":"/api"}', '{"apiBase":"/api"}', 42]) {
      expect(await storedSession(async () => stored), String(stored)).toBeNull();
    }
    expect(await storedSession(() => Promise.reject(new Error('no IndexedDB')))).toBeNull();
  });
});
