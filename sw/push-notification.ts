import type { PushPayload, PushType } from '../src/contract/push';

/** NotificationOptions with the members TypeScript's DOM typings lack (Chrome and Android honour them). */
export interface ShownNotificationOptions extends NotificationOptions {
  renotify?: boolean;
  vibrate?: number[];
  timestamp?: number;
}

export interface ShownNotification {
  title: string;
  options: ShownNotificationOptions;
}

export const notificationIcon = '/pwa-192x192.png';
/** Monochrome: Android draws it in the status bar. */
export const notificationBadge = '/badge-96x96.png';
const vibration = [200, 100, 200, 100, 400];
const fallbackTitle = 'Yetkaz: yangi bildirishnoma';

const isPushType = (value: unknown): value is PushType =>
  value === 'new-order' || value === 'assigned' || value === 'new-reminder';
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
/** Only this app: a payload can never send a tap elsewhere (`/\\evil.com` is `//evil.com` to a URL parser). */
function safeUrl(value: unknown, origin: string): string {
  if (typeof value !== 'string') return '/';
  try {
    return new URL(value, origin).origin === origin ? value : '/';
  } catch {
    return '/';
  }
}

/**
 * The notification for a push. Whatever arrives (even nothing readable), something is shown:
 * iOS revokes the subscription of a worker that receives a push without showing one.
 */
export function notificationFromPush(
  data: unknown,
  now = Date.now(),
  origin = self.location.origin,
): ShownNotification {
  const payload = (typeof data === 'object' && data !== null ? data : {}) as Partial<
    Record<keyof PushPayload, unknown>
  >;
  const type = isPushType(payload.type) ? payload.type : null;
  const id = typeof payload.id === 'number' ? payload.id : null;
  const order = type === 'new-order' || type === 'assigned';
  const tag = type === 'new-reminder' ? 'reminders' : order && id !== null ? `order-${id}` : 'yetkaz';
  return {
    title: text(payload.title, 120) || fallbackTitle,
    options: {
      body: text(payload.body, 300),
      icon: notificationIcon,
      badge: notificationBadge,
      tag,
      // A repeat with the same tag replaces the old one; a new or newly assigned order still rings.
      renotify: order,
      vibrate: vibration,
      timestamp: now,
      lang: 'uz',
      data: { url: safeUrl(payload.url, origin), type },
    },
  };
}

/** The push event's data as JSON, or `null` when there is none or it is not JSON. */
export function readPushData(data: { json(): unknown } | null): unknown {
  try {
    return data?.json() ?? null;
  } catch {
    return null;
  }
}
