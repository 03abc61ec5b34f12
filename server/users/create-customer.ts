import type { Db } from '../db/client';
import { notifications } from '../db/schema/notifications';
import { users } from '../db/schema/users';
import type { UserRow } from '../dto/user';

export type NewCustomer = Omit<typeof users.$inferInsert, 'role'>;

/** A shop customer (`role: user`) and the staff's `new-user` notification, in one transaction. */
export function createCustomer(db: Db, fields: NewCustomer): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...fields, role: 'user' })
      .returning();
    await tx.insert(notifications).values({
      type: 'new-user',
      title: 'Yangi foydalanuvchi',
      body: `${user!.fullName}, ${user!.phone}`,
      entityId: user!.id,
    });
    return user!;
  });
}
