import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { vapidKeys } from '../db/schema/vapid-keys';
import type { PushConfig } from './push-config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const stored = new WeakMap<Db, Promise<VapidKeys>>();

async function loadOrCreate(db: Db): Promise<VapidKeys> {
  // Instances starting together may both generate a pair: the first insert wins and both read it back.
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  return { publicKey: row!.publicKey, privateKey: row!.privateKey };
}

/** The configured key pair, else the one kept in the database (made on first use), so every instance signs alike. */
export function resolveVapidKeys(db: Db, config: PushConfig): Promise<VapidKeys> {
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return Promise.resolve({ publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey });
  }
  let keys = stored.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    keys.catch(() => stored.delete(db));
    stored.set(db, keys);
  }
  return keys;
}
