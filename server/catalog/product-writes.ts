import { eq } from 'drizzle-orm';
import type { ProductCreateBody, ProductUpdateBody } from '../../src/contract/schemas/product';
import type { Db } from '../db/client';
import { basketItems } from '../db/schema/basket-items';
import { brands } from '../db/schema/brands';
import { categories } from '../db/schema/categories';
import { files } from '../db/schema/files';
import { orders } from '../db/schema/orders';
import { productDiscounts } from '../db/schema/product-discounts';
import { productImages } from '../db/schema/product-images';
import { products } from '../db/schema/products';
import { httpError } from '../http/errors';
import { assertReferences } from './references';

const notFound = () => httpError(404, 'Mahsulot topilmadi');

const checkReferences = (db: Db, body: ProductUpdateBody) =>
  assertReferences(db, [
    { path: 'brandId', ids: body.brandId, table: brands, idColumn: brands.id, message: 'Brend: bunday brend yoʻq' },
    {
      path: 'categoryId',
      ids: body.categoryId,
      table: categories,
      idColumn: categories.id,
      message: 'Kategoriya: bunday kategoriya yoʻq',
    },
    {
      path: 'imageIds',
      ids: body.imageIds,
      table: files,
      idColumn: files.id,
      message: 'Rasmlar: bunday rasm yuklanmagan',
    },
  ]);

async function setImages(db: Db, productId: number, imageIds: number[] | undefined) {
  if (!imageIds) return;
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (imageIds.length)
    await db.insert(productImages).values(imageIds.map((fileId, position) => ({ productId, fileId, position })));
}

export async function createProduct(db: Db, { imageIds, ...fields }: ProductCreateBody): Promise<number> {
  await checkReferences(db, { ...fields, imageIds });
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(fields).returning({ id: products.id });
    await setImages(tx, row!.id, imageIds);
    return row!.id;
  });
}

export async function updateProduct(db: Db, id: number, { imageIds, ...fields }: ProductUpdateBody) {
  await checkReferences(db, { ...fields, imageIds });
  await db.transaction(async (tx) => {
    // An empty body still bumps `updatedAt` and proves the product exists.
    const [row] = await tx
      .update(products)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!row) throw notFound();
    await setImages(tx, id, imageIds);
  });
}

/** A product that was ever ordered stays, for the orders' sake: it can only be switched off. */
export async function deleteProduct(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    if (!product) throw notFound();
    const [ordered] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.productId, id)).limit(1);
    if (ordered) throw httpError(409, 'Mahsulot buyurtmalarda bor, uni oʻchirib boʻlmaydi. Oʻrniga uni nofaol qiling.');
    await tx.delete(productImages).where(eq(productImages.productId, id));
    await tx.delete(basketItems).where(eq(basketItems.productId, id));
    await tx.delete(productDiscounts).where(eq(productDiscounts.productId, id));
    await tx.delete(products).where(eq(products.id, id));
  });
}
