import { addresses } from '../schema/addresses';
import { banners } from '../schema/banners';
import { basketItems } from '../schema/basket-items';
import { bottles } from '../schema/bottles';
import { brands } from '../schema/brands';
import { categories } from '../schema/categories';
import { customerOrderTotals } from '../schema/customer-order-totals';
import { discounts } from '../schema/discounts';
import { files } from '../schema/files';
import { newOrderReads } from '../schema/new-order-reads';
import { notifications } from '../schema/notifications';
import { orderDayTotals } from '../schema/order-day-totals';
import { orderHistories } from '../schema/order-histories';
import { orderStatusEvents } from '../schema/order-status-events';
import { orders } from '../schema/orders';
import { productDiscounts } from '../schema/product-discounts';
import { productImages } from '../schema/product-images';
import { products } from '../schema/products';
import { reminders } from '../schema/reminders';
import { users } from '../schema/users';

/** Every table of the schema. */
export const allTables = [
  users,
  addresses,
  files,
  brands,
  categories,
  products,
  productImages,
  basketItems,
  banners,
  discounts,
  productDiscounts,
  orderHistories,
  orderDayTotals,
  customerOrderTotals,
  orders,
  orderStatusEvents,
  bottles,
  newOrderReads,
  reminders,
  notifications,
];
