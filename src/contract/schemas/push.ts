import { z } from 'zod';
import './common';

const base64url = z.string().min(1).max(200).regex(/^[A-Za-z0-9_-]+=*$/, 'base64url matn boʻlishi kerak');
// A URL has no spaces or control characters (PostgreSQL refuses NUL in text).
const endpoint = z.string().min(1).max(1000).regex(/^[^\p{Cc} ]+$/u, 'Havola notoʻgʻri');

/** `POST /push/subscription`: the browser's `PushSubscription.toJSON()`. The endpoint's origin is checked by the server. */
export const pushSubscriptionBody = z.strictObject({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url, auth: base64url }),
});

export type PushSubscriptionBody = z.output<typeof pushSubscriptionBody>;

/** `DELETE /push/subscription`. */
export const pushUnsubscribeBody = z.strictObject({ endpoint });

