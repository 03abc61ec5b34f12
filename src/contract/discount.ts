import type { DiscountType } from './enums';

export interface Discount {
  id: number;
  name: string;
  type: DiscountType;
  /** Percent for `percentage` and `promocode`, so'm for `fixed`, ignored for `buy-x-get-y`. */
  value: number;
  buyQuantity: number | null;
  getQuantity: number | null;
  promocode: string | null;
  minOrderAmount: number | null;
  /** `YYYY-MM-DD` */
  startDate: string;
  /** `YYYY-MM-DD` */
  endDate: string;
  isActive: boolean;
  productsCount: number;
  createdAt: string;
  updatedAt: string;
}

export type DiscountRef = Pick<Discount, 'id' | 'name' | 'type' | 'value'>;
