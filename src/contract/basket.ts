import type { ProductRef } from './product';

interface BasketItem {
  productId: number;
  product: ProductRef;
  quantity: number;
  /** The product's current price. */
  price: number;
  total: number;
}

/** A customer's current cart; empty is `items: []`. */
export interface Basket {
  userId: number;
  items: BasketItem[];
  total: number;
  /** The newest item's `updatedAt`; for an empty cart, the user's. */
  updatedAt: string;
}
