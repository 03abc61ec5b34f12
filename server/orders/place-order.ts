import { and, eq, sql } from 'drizzle-orm';
import type { OrderHistoryCreateBody } from '../../src/contract/schemas/order-history';
import type { Db } from '../db/client';
import { addresses } from '../db/schema/addresses';
import { notifications } from '../db/schema/notifications';
import { orderHistories } from '../db/schema/order-histories';
import { orders } from '../db/schema/orders';
import { users } from '../db/schema/users';
import { tashkentDate } from '../db/seed/time';
import { toAddress } from '../dto/address';
import type { UserRow } from '../dto/user';
import { httpError } from '../http/errors';
import { enqueuePush } from '../push/enqueue-push';
import { newOrderPush } from '../push/push-messages';
import { priceOrder } from './price-order';
import { som } from './pricing';
import { recordEvent } from './record-event';

const fieldError = (path: string, message: string) => httpError(400, undefined, { errors: [{ path, message }] });

/** A customer's order with its lines, placement event, order count and staff notification, in one transaction. */
export async function placeOrder(db: Db, customer: UserRow, body: OrderHistoryCreateBody): Promise<number> {
  const now = new Date();
  const today = tashkentDate(now);
  if (body.deliveryDate < today) throw fieldError('deliveryDate', 'Yetkazish sanasi bugundan oldin boʻlmasin');
  return db.transaction(async (tx) => {
    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, body.addressId), eq(addresses.userId, customer.id)));
    if (!address) throw fieldError('addressId', 'Manzil topilmadi');
    const priced = await priceOrder(tx, body.items, today);
    const [bought] = await tx
      .update(users)
      .set({ ordersCount: sql`${users.ordersCount} + 1` })
      .where(eq(users.id, customer.id))
      .returning({ bottleBalance: users.bottleBalance });
    const [order] = await tx
      .insert(orderHistories)
      .values({
        userId: customer.id,
        addressId: address.id,
        address: toAddress(address),
        paymentMethod: body.paymentMethod,
        itemsCount: priced.itemsCount,
        subtotal: priced.subtotal,
        discountTotal: priced.discountTotal,
        deliveryFee: priced.deliveryFee,
        total: priced.total,
        bottlesToReturn: Math.min(bought!.bottleBalance, priced.returnable),
        comment: body.comment || null,
        deliveryDate: body.deliveryDate,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orderHistories.id, number: orderHistories.number });
    const id = order!.id;
    await tx
      .insert(orders)
      .values(priced.lines.map((line) => ({ ...line, orderHistoryId: id, createdAt: now, updatedAt: now })));
    await recordEvent(tx, { orderHistoryId: id, from: null, to: 'pending', actorId: customer.id, at: now });
    await tx.insert(notifications).values({
      type: 'new-order',
      title: 'Yangi buyurtma',
      body: `№${order!.number}: ${customer.fullName}, ${som(priced.total)}`,
      entityId: id,
      createdAt: now,
      updatedAt: now,
    });
    await enqueuePush(
      tx,
      newOrderPush({
        id,
        number: order!.number,
        total: priced.total,
        district: address.district,
        customer: customer.fullName,
      }),
    );
    return id;
  });
}
