import type { BrandRef } from './brand';
import type { CategoryRef } from './category';
import type { Unit } from './enums';
import type { ImageRef } from './file';

export interface Product {
  id: number;
  name: string;
  description: string | null;
  price: number;
  oldPrice: number | null;
  unit: Unit;
  /** e.g. 18.9 for an 18.9-litre bottle. */
  unitValue: number | null;
  brandId: number | null;
  categoryId: number | null;
  brand: BrandRef | null;
  category: CategoryRef | null;
  /** At most 10, in display order. */
  imageIds: number[];
  images: ImageRef[];
  stock: number;
  isActive: boolean;
  /** Comes in a returnable bottle. */
  isReturnable: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A product as embedded in carts, order lines and product-discounts; `image` is the first image. */
export interface ProductRef {
  id: number;
  name: string;
  unit: Unit;
  /** The size of one item in `unit` (18.9 for an 18.9-litre bottle); shown as "18,9 l". */
  unitValue: number | null;
  price: number;
  image: ImageRef | null;
}
