import { eq } from 'drizzle-orm';
import { bannerCreateSchema, type BannerCreateBody, type BannerUpdateBody } from '../../src/contract/schemas/banner';
import type { Db } from '../db/client';
import { banners } from '../db/schema/banners';
import { files } from '../db/schema/files';
import { products } from '../db/schema/products';
import { httpError } from '../http/errors';
import { fieldErrors } from '../http/validate';
import { assertReferences } from './references';

export const bannerNotFound = () => httpError(404, 'Banner topilmadi');

const checkReferences = (db: Db, body: BannerUpdateBody) =>
  assertReferences(db, [
    { path: 'imageId', ids: body.imageId, table: files, idColumn: files.id, message: 'Rasm: bunday rasm yuklanmagan' },
    {
      path: 'productId',
      ids: body.productId,
      table: products,
      idColumn: products.id,
      message: 'Mahsulot: bunday mahsulot yoʻq',
    },
  ]);

export async function createBanner(db: Db, body: BannerCreateBody): Promise<number> {
  await checkReferences(db, body);
  const [row] = await db.insert(banners).values(body).returning({ id: banners.id });
  return row!.id;
}

/** The patch is merged into the stored banner and the whole is checked again (`endsAt` ≥ `startsAt`). */
export async function updateBanner(db: Db, id: number, patch: BannerUpdateBody) {
  await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!stored) throw bannerNotFound();
    const { title, imageId, link, productId, position, isActive, startsAt, endsAt } = stored;
    const merged = bannerCreateSchema.safeParse({
      title,
      imageId,
      link,
      productId,
      position,
      isActive,
      startsAt,
      endsAt,
      ...patch,
    });
    if (!merged.success) throw httpError(400, undefined, { errors: fieldErrors(merged.error) });
    await checkReferences(tx, patch);
    await tx
      .update(banners)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(banners.id, id));
  });
}
