import { get } from 'idb-keyval';
import { workerSessionKey, type WorkerSession } from '../src/contract/push';

/** What a `pushsubscriptionchange` event carries (TypeScript's WebWorker lib has no type for it). */
export interface SubscriptionChange {
  oldSubscription?: PushSubscription | null;
  newSubscription?: PushSubscription | null;
}

export interface ResubscribeDeps {
  pushManager: Pick<PushManager, 'subscribe'>;
  /** The session the app left for the worker, null when signed out. */
  session: () => Promise<WorkerSession | null>;
  fetch: typeof fetch;
  /** The worker's origin: a relative API base resolves against it. */
  origin: string;
}

// A dead zone must not keep the worker awake until the browser kills it.
const timeoutMs = 30_000;

/** The session src/lib/offline/worker-session.ts keeps for the worker, or null. */
export async function storedSession(read: (key: string) => Promise<unknown> = get): Promise<WorkerSession | null> {
  try {
    const stored = await read(workerSessionKey);
    const session = (typeof stored === 'string' ? JSON.parse(stored) : null) as Partial<WorkerSession> | null;
    return typeof session?.token === 'string' && typeof session.apiBase === 'string'
      ? { apiBase: session.apiBase, token: session.token }
      : null;
  } catch {
    return null;
  }
}

/**
 * The browser replaced or dropped the subscription: subscribe again when it gave none, then tell the
 * server from here, as the app may be closed: the new subscription in, the old endpoint out. Signed
 * out, it only subscribes again. Returns the subscription now in use.
 */
export async function replaceSubscription(
  change: SubscriptionChange,
  deps: ResubscribeDeps,
): Promise<PushSubscription | null> {
  const key = change.oldSubscription?.options.applicationServerKey;
  const current =
    change.newSubscription ??
    (key
      ? await deps.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).catch(() => null)
      : null);
  const session = await deps.session();
  if (!session) return current;
  const url = new URL(`${session.apiBase}/push/subscription`, deps.origin);
  // A refusal or a failure is left to the app's next start, which compares with the server again.
  const send = (method: 'POST' | 'DELETE', body: unknown) =>
    deps
      .fetch(url, {
        method,
        headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      .catch(() => null);
  if (current) await send('POST', current.toJSON());
  const old = change.oldSubscription?.endpoint;
  if (old && old !== current?.endpoint) await send('DELETE', { endpoint: old });
  return current;
}
