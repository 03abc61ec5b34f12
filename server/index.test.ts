import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOrder, addProduct } from '../tests/helpers/order-data';
import { startRealServer } from '../tests/helpers/real-server';
import { openDatabase } from './db/client';
import { reminders } from './db/schema/reminders';
import { users } from './db/schema/users';
import { day } from './db/seed/time';

describe('startServer', () => {
  it('starts on a free port and answers /api/health', async () => {
    // A migrated copy: migrating a fresh directory on start is demo-seed.test.ts's to prove.
    const server = await startRealServer();
    const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(server.url).not.toMatch(/:0$/);
      expect(server.dbKind).toBe(kind);
      const res = await fetch(`${server.url}/api/health`);
      expect(await res.json()).toEqual({ data: { status: 'ok', db: kind } });
    } finally {
      await server.dispose();
    }
  });

  it('runs the reminders once it listens: a customer whose water came 11 days ago is reminded', async () => {
    let customerId = 0;
    const server = await startRealServer({}, async (db) => {
      const water = await addProduct({ db }, { name: 'Suv 18,9 l', isReturnable: true });
      const [customer] = await db
        .insert(users)
        .values({ phone: '+998991110011', fullName: 'Suv Mijozi', role: 'user' })
        .returning();
      customerId = customer!.id;
      const at = new Date(Date.now() - 11 * day);
      await addOrder({ db }, customer!, {
        status: 'delivered',
        createdAt: at,
        deliveredAt: at,
        lines: [{ productId: water.id, quantity: 1, price: 18_000 }],
      });
    });
    try {
      // Closing waits for a run of the schedule in progress; the first starts as the server listens.
      await server.close();
      const reopened = openDatabase(server.database);
      const made = await reopened.db.select().from(reminders).where(eq(reminders.userId, customerId));
      await reopened.close();
      expect(made).toHaveLength(1);
    } finally {
      await server.dispose();
    }
  });
});
