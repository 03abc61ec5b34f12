import { and, eq, ne } from 'drizzle-orm';
import {
  discountCreateSchema,
  type DiscountUpdateBody,
  type DiscountValues,
} from '../../src/contract/schemas/discount';
import type { Db } from '../db/client';
import { discounts } from '../db/schema/discounts';
import { productDiscounts } from '../db/schema/product-discounts';
import { httpError } from '../http/errors';
import { fieldErrors } from '../http/validate';

export const discountNotFound = () => httpError(404, 'Chegirma topilmadi');

const uniqueViolation = '23505';
const promocodeTaken = () =>
  httpError(409, 'Bu promokod allaqachon mavjud', {
    errors: [{ path: 'promocode', message: 'Promokod: bu promokod allaqachon mavjud' }],
  });

/** 409 naming `promocode` when another discount has it. */
async function assertPromocodeFree(db: Db, promocode: string | null, exceptId?: number) {
  if (!promocode) return;
  const [other] = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(and(eq(discounts.promocode, promocode), exceptId === undefined ? undefined : ne(discounts.id, exceptId)));
  if (other) throw promocodeTaken();
}

/** Two requests racing for one promocode: the database's unique index decides, with the same answer. */
async function onTakenPromocode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === uniqueViolation) throw promocodeTaken();
    throw error;
  }
}

export async function createDiscount(db: Db, values: DiscountValues): Promise<number> {
  await assertPromocodeFree(db, values.promocode);
  const [row] = await onTakenPromocode(() => db.insert(discounts).values(values).returning({ id: discounts.id }));
  return row!.id;
}

/** The patch is merged into the stored discount and the whole is checked again, the type's rules too. */
export async function updateDiscount(db: Db, id: number, patch: DiscountUpdateBody) {
  await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(discounts).where(eq(discounts.id, id)).for('update');
    if (!stored) throw discountNotFound();
    const { id: _, createdAt: _c, updatedAt: _u, ...fields } = stored;
    const merged = discountCreateSchema.safeParse({ ...fields, ...patch });
    if (!merged.success) throw httpError(400, undefined, { errors: fieldErrors(merged.error) });
    await assertPromocodeFree(tx, merged.data.promocode, id);
    await onTakenPromocode(() =>
      tx
        .update(discounts)
        .set({ ...merged.data, updatedAt: new Date() })
        .where(eq(discounts.id, id)),
    );
  });
}

export async function deleteDiscount(db: Db, id: number) {
  await db.transaction(async (tx) => {
    await tx.delete(productDiscounts).where(eq(productDiscounts.discountId, id));
    const [deleted] = await tx.delete(discounts).where(eq(discounts.id, id)).returning({ id: discounts.id });
    if (!deleted) throw discountNotFound();
  });
}
