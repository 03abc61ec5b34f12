import type { Product } from '../../src/contract/product';
import type { ProductJoined } from '../catalog/product-select';

export const toProduct = ({ product: p, brand, category, images }: ProductJoined): Product => ({
  id: p.id,
  name: p.name,
  description: p.description,
  price: p.price,
  oldPrice: p.oldPrice,
  unit: p.unit,
  unitValue: p.unitValue,
  brandId: p.brandId,
  categoryId: p.categoryId,
  brand,
  category,
  imageIds: images.map((image) => image.id),
  images,
  stock: p.stock,
  isActive: p.isActive,
  isReturnable: p.isReturnable,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});
