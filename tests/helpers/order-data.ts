// Small, explicit test data for the order routes (the demo seed is far too big for unit tests).
import { addresses } from '../../server/db/schema/addresses';
import { discounts } from '../../server/db/schema/discounts';
import { orderHistories } from '../../server/db/schema/order-histories';
import { orderStatusEvents } from '../../server/db/schema/order-status-events';
import { orders } from '../../server/db/schema/orders';
import { productDiscounts } from '../../server/db/schema/product-discounts';
import { products } from '../../server/db/schema/products';
import { toAddress } from '../../server/dto/address';
import type { UserRow } from '../../server/dto/user';
import type { TestApp } from './test-app';

export interface Person {
  user: UserRow;
  token: string;
}

/** The five callers of every role matrix: admin, two couriers, a customer, and a superadmin. */
export async function makePeople(t: TestApp) {
  const person = async (fields: Parameters<TestApp['createUser']>[0]): Promise<Person> => {
    const user = await t.createUser({ passwordHash: null, ...fields });
    return { user, token: await t.tokenFor(user) };
  };
  return {
    admin: await person({ role: 'admin', fullName: 'Jasur Admin' }),
    superadmin: await person({ role: 'superadmin', fullName: 'Rustam Super' }),
    courier: await person({ role: 'courier', fullName: 'Bekzod Kuryer' }),
    courier2: await person({ role: 'courier', fullName: 'Sardor Kuryer' }),
    customer: await person({ role: 'user', fullName: 'Dilshod Rahimov', phone: '+998901234567' }),
  };
}

export type People = Awaited<ReturnType<typeof makePeople>>;

export async function addAddress(
  t: Pick<TestApp, 'db'>,
  userId: number,
  fields: Partial<typeof addresses.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(addresses)
    .values({
      userId,
      region: 'Toshkent shahri',
      district: 'Chilonzor',
      street: 'Bunyodkor koʻchasi',
      house: '12',
      isDefault: true,
      ...fields,
    })
    .returning();
  return row!;
}

export async function addProduct(t: Pick<TestApp, 'db'>, fields: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(products)
    .values({ name: 'Hydrolife suvi 18,9 l', price: 18000, unit: 'litr', stock: 100, ...fields })
    .returning();
  return row!;
}

/** A discount on `productIds`, valid from yesterday to tomorrow unless told otherwise. */
export async function addDiscount(
  t: TestApp,
  productIds: number[],
  fields: Partial<typeof discounts.$inferInsert> & Pick<typeof discounts.$inferInsert, 'type'>,
) {
  const day = (offset: number) => new Date(Date.now() + 5 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const [row] = await t.db
    .insert(discounts)
    .values({ name: 'Chegirma', value: 0, startDate: day(-1), endDate: day(1), ...fields })
    .returning();
  if (productIds.length)
    await t.db.insert(productDiscounts).values(productIds.map((productId) => ({ productId, discountId: row!.id })));
  return row!;
}

export interface OrderFields extends Partial<typeof orderHistories.$inferInsert> {
  /** Lines to insert; the totals are taken as given. */
  lines?: { productId: number; quantity: number; price: number }[];
}

/** An order as if it had been placed and moved along: one placement event, `version` 1, the address snapshot. */
export async function addOrder(
  t: Pick<TestApp, 'db'>,
  customer: Pick<UserRow, 'id'>,
  { lines = [], ...fields }: OrderFields = {},
) {
  const address = await addAddress(t, customer.id);
  const [row] = await t.db
    .insert(orderHistories)
    .values({
      userId: customer.id,
      addressId: address.id,
      address: toAddress(address),
      paymentMethod: 'cash',
      total: 50_000,
      subtotal: 40_000,
      deliveryFee: 10_000,
      itemsCount: 2,
      deliveryDate: new Date().toISOString().slice(0, 10),
      ...fields,
    })
    .returning();
  const order = row!;
  await t.db
    .insert(orderStatusEvents)
    .values({ orderHistoryId: order.id, toStatus: order.status, actorId: customer.id, createdAt: order.createdAt });
  if (lines.length) {
    await t.db
      .insert(orders)
      .values(lines.map((l) => ({ ...l, orderHistoryId: order.id, total: l.price * l.quantity })));
  }
  return order;
}
