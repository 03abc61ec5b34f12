import { z } from 'zod';
import './common';

const base64url = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'base64url matn boʻlishi kerak');

/** The bytes of a base64url text (padding optional), or null when it does not decode. */
function base64urlBytes(text: string): Uint8Array | null {
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  try {
    return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

// Keys a browser could never have made would only fail later, in the sender's encryption (RFC 8291).
const p256dh = base64url.refine((text) => {
  const bytes = base64urlBytes(text);
  return bytes?.length === 65 && bytes[0] === 0x04;
}, 'Kalit notoʻgʻri: 65 baytli, 0x04 bilan boshlanadigan P-256 ochiq kaliti boʻlishi kerak');
const auth = base64url.refine(
  (text) => base64urlBytes(text)?.length === 16,
  'Kalit notoʻgʻri: 16 baytli boʻlishi kerak',
);
// A URL has no spaces or control characters (PostgreSQL refuses NUL in text).
const endpoint = z
  .string()
  .min(1)
  .max(1000)
  .regex(/^[^\p{Cc} ]+$/u, 'Havola notoʻgʻri');

/** `POST /push/subscription`: the browser's `PushSubscription.toJSON()`. The endpoint's origin is checked by the server. */
export const pushSubscriptionBody = z.strictObject({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh, auth }),
});

export type PushSubscriptionBody = z.output<typeof pushSubscriptionBody>;

/** `DELETE /push/subscription`. */
export const pushUnsubscribeBody = z.strictObject({ endpoint });
