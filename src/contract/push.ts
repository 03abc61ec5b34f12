/** `GET /push/key`. */
export interface PushKey {
  /** The VAPID public key, base64url: `applicationServerKey` for `pushManager.subscribe`. */
  publicKey: string;
}

export const pushTypes = ['new-order', 'assigned', 'new-reminder'] as const;
export type PushType = (typeof pushTypes)[number];

/** What the server pushes (JSON, under 2 KB); the service worker turns it into a notification. */
export interface PushPayload {
  type: PushType;
  /** The order or reminder. */
  id: number;
  /** The order's number, shown to people. */
  number?: number;
  title: string;
  body: string;
  /** Where a tap on the notification leads, a path of this app. */
  url: string;
}

/**
 * What the app keeps in IndexedDB (idb-keyval's default store, as JSON under `workerSessionKey`)
 * while someone is signed in: the service worker needs it to tell the server about a replaced push
 * subscription while the app is closed.
 */
export interface WorkerSession {
  /** The API's base as the app calls it: `/api`, or an absolute URL. */
  apiBase: string;
  token: string;
}

export const workerSessionKey = 'yetkaz-worker-session';
