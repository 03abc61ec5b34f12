import type { Db } from '../client';
import { banners } from '../schema/banners';
import { brands } from '../schema/brands';
import { categories } from '../schema/categories';
import { discounts } from '../schema/discounts';
import { files } from '../schema/files';
import { productDiscounts } from '../schema/product-discounts';
import { productImages } from '../schema/product-images';
import { products } from '../schema/products';
import { insertReturningIds, insertRows } from './batch-insert';
import type { FileRow } from './images';
import type { CatalogPlan } from './plan-catalog';

const at = (ids: number[], index: number) => ids[index]!;

/** Inserts files and the catalogue; returns the product ids by plan index. */
export async function insertCatalog(db: Db, fileRows: FileRow[], plan: CatalogPlan): Promise<number[]> {
  const fileIds = await insertReturningIds(db, files, fileRows);
  const brandIds = await insertReturningIds(
    db,
    brands,
    plan.brands.map(({ logo, ...b }) => ({ ...b, logoFileId: at(fileIds, logo), updatedAt: b.createdAt })),
  );

  // Parents come before their children in the plan, so one row at a time resolves every parent.
  const categoryIds: number[] = [];
  for (const { parent, ...c } of plan.categories) {
    const parentId = parent === null ? null : at(categoryIds, parent);
    categoryIds.push(...(await insertReturningIds(db, categories, [{ ...c, parentId, updatedAt: c.createdAt }])));
  }

  const productIds = await insertReturningIds(
    db,
    products,
    plan.products.map(({ brand, category, images, ...p }) => ({
      ...p,
      brandId: brand === null ? null : at(brandIds, brand),
      categoryId: at(categoryIds, category),
    })),
  );
  await insertRows(
    db,
    productImages,
    plan.products.flatMap((p, i) =>
      p.images.map((file, position) => ({ productId: at(productIds, i), fileId: at(fileIds, file), position })),
    ),
  );
  await insertRows(
    db,
    banners,
    plan.banners.map(({ image, product, ...b }) => ({
      ...b,
      imageId: at(fileIds, image),
      productId: product === null ? null : at(productIds, product),
    })),
  );
  const discountIds = await insertReturningIds(db, discounts, plan.discounts);
  await insertRows(
    db,
    productDiscounts,
    plan.productDiscounts.map(({ product, discount }) => {
      const createdAt = plan.discounts[discount]!.createdAt;
      return {
        productId: at(productIds, product),
        discountId: at(discountIds, discount),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  return productIds;
}
