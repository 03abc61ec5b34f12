import { eq } from 'drizzle-orm';
import type { UserPatchBody } from '../../src/contract/schemas/user';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import type { UserRow } from '../dto/user';
import { httpError } from '../http/errors';

const fieldError = (path: string, message: string) => httpError(400, undefined, { errors: [{ path, message }] });

/** Company name and TIN belong to legal entities: setting them needs `yuridik`, and changing to another kind clears them. */
function legalFields(user: UserRow, body: UserPatchBody): Partial<UserRow> {
  const kind = body.customerKind !== undefined ? body.customerKind : user.customerKind;
  if (kind === 'yuridik') return {};
  for (const path of ['companyName', 'tin'] as const) {
    if (body[path]) throw fieldError(path, 'Faqat yuridik shaxs uchun yoziladi');
  }
  return body.customerKind === undefined ? {} : { companyName: null, tin: null };
}

/**
 * An admin's change of a user. Nobody blocks, pauses or re-roles themselves (409: they would lock
 * themselves out); only a superadmin grants or takes away `superadmin`.
 */
export async function changeUser(db: Db, id: number, body: UserPatchBody, caller: UserRow): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user) throw httpError(404, 'Foydalanuvchi topilmadi');
    if (user.id === caller.id) {
      if (body.status !== undefined && body.status !== 'active') throw httpError(409, 'Oʻzingizni bloklay olmaysiz');
      if (body.role !== undefined && body.role !== user.role)
        throw httpError(409, 'Oʻz rolingizni oʻzgartira olmaysiz');
    }
    const touchesSuper = user.role === 'superadmin' || body.role === 'superadmin';
    if (touchesSuper && caller.role !== 'superadmin')
      throw httpError(403, 'Super administratorni faqat super administrator oʻzgartiradi');
    const [updated] = await tx
      .update(users)
      .set({ ...body, ...legalFields(user, body) })
      .where(eq(users.id, id))
      .returning();
    return updated!;
  });
}
