import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { makeTestSubscription } from '../tests/helpers/push-crypto';
import type { ReceivedPush } from '../tests/helpers/push-service-stub';
import { isPushFor, median } from './bench-push-latency';

describe('median', () => {
  it('is the middle sample of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([1, 2, 9])).toBe(2);
    expect(median([1, 2, 4, 9])).toBe(3);
    expect(median(Array.from({ length: 20 }, (_, i) => (i + 1) * 10))).toBe(105);
  });
});

describe('isPushFor', () => {
  const origin = 'https://127.0.0.1:9443';
  const sub = makeTestSubscription(`${origin}/push/bench`);
  const other = makeTestSubscription(`${origin}/push/other`);
  const pushTo = (to: typeof sub, payload: unknown, status = 201): ReceivedPush => ({
    path: new URL(to.endpoint).pathname,
    headers: {},
    body: webpush.encrypt(to.keys.p256dh, to.keys.auth, JSON.stringify(payload), 'aes128gcm').cipherText,
    status,
    receivedAt: 0,
  });

  it('counts only the new-order push of that order delivered to the bench’s subscription', () => {
    expect(isPushFor(pushTo(sub, { type: 'new-order', id: 7 }), origin, sub, 7)).toBe(true);
    expect(isPushFor(pushTo(sub, { type: 'new-order', id: 6 }), origin, sub, 7)).toBe(false);
    expect(isPushFor(pushTo(sub, { type: 'new-reminder', id: 7 }), origin, sub, 7)).toBe(false);
    expect(isPushFor(pushTo(other, { type: 'new-order', id: 7 }), origin, sub, 7)).toBe(false);
    expect(isPushFor({ ...pushTo(other, { type: 'new-order', id: 7 }), path: '/push/bench' }, origin, sub, 7)).toBe(
      false,
    );
    expect(isPushFor(pushTo(sub, { type: 'new-order', id: 7 }, 503), origin, sub, 7)).toBe(false);
  });
});
