import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderHistoryPatchBody } from '../../src/contract/schemas/order-history';
import type { Db } from '../db/client';
import { orderHistories as h } from '../db/schema/order-histories';
import { orderStatusEvents } from '../db/schema/order-status-events';
import { users } from '../db/schema/users';
import { httpError } from '../http/errors';
import { changeNote } from './change-note';
import { leaveRoute } from './route';
import { recordEvent } from './record-event';
import { enqueuePush } from '../push/enqueue-push';
import { assignedPush } from '../push/push-messages';
import { handOverBottles, lockCustomer, writeBottles } from './record-bottles';
import { attributeToShift } from '../shifts/attribute-to-shift';
import { applyTransition } from '../../src/contract/order-transitions';
import { assertAllowed, assertFieldsAllowed, isAdmin, isReplay, staleVersion, type Caller } from './transitions';

/** Payment-status and line-edit entries leave the status as it was; the replay rule looks past them. */
const statusChanged = sql`${orderStatusEvents.fromStatus} is distinct from ${orderStatusEvents.toStatus}`;
const stillUnassigned = and(inArray(h.status, ['pending', 'accepted']), isNull(h.courierId));

async function assertCourier(tx: Db, id: number) {
  const [courier] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'courier'), eq(users.status, 'active')));
  if (!courier)
    throw httpError(400, undefined, { errors: [{ path: 'courierId', message: 'Bunday faol kuryer topilmadi' }] });
}

/**
 * Applies a PATCH in one transaction, the order row locked: of two concurrent changes the second sees
 * the first's result, so a duplicate is a replay (200) and a different change is judged against the new
 * state (409 when no longer allowed). The UPDATE is also a compare-and-set on the version that was read
 * (and, for a take, on the order still being unassigned). A delivery's bottles are written
 * in the same transaction (API.md), so it never lands without them.
 */
export async function changeOrder(db: Db, id: number, body: OrderHistoryPatchBody, caller: Caller): Promise<void> {
  assertFieldsAllowed(body, caller);
  await db.transaction(async (tx) => {
    const [unlocked] = await tx.select({ userId: h.userId }).from(h).where(eq(h.id, id));
    if (!unlocked) throw httpError(404, 'Buyurtma topilmadi');
    // The customer's row before the order's (lockCustomer): a delivery moves their bottle balance.
    if (body.status === 'delivered') await lockCustomer(tx, unlocked.userId);
    // Locked: the same change arriving twice at once (a retry racing its original, or two instances)
    // waits here for the first, then sees it done and is answered as a replay, not a 409.
    const [order] = await tx.select().from(h).where(eq(h.id, id)).for('update');
    if (!order) throw httpError(404, 'Buyurtma topilmadi');
    const [last] = await tx
      .select({ actorId: orderStatusEvents.actorId })
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderHistoryId, id), statusChanged))
      .orderBy(desc(orderStatusEvents.createdAt), desc(orderStatusEvents.id))
      .limit(1);
    if (isReplay(order, body, caller, last?.actorId ?? null)) return;
    if (body.version !== undefined && body.version !== order.version) throw staleVersion(order, caller);
    assertAllowed(order, body, caller);
    if (body.courierId !== undefined) await assertCourier(tx, body.courierId);

    const take = body.status === 'courier';
    // A take (not a reassignment) is also a compare-and-set on the order being nobody's yet.
    const claim = take && order.status !== 'courier';
    const changes = applyTransition(order, body, caller, new Date());
    const [updated] = await tx
      .update(h)
      .set({ ...changes, version: sql`${h.version} + 1` })
      .where(and(eq(h.id, id), eq(h.version, order.version), claim ? stillUnassigned : undefined))
      .returning({ status: h.status });
    if (!updated) throw httpError(409, claim ? 'Buyurtmani boshqa kuryer olib boʻlgan' : undefined);
    // Off the old courier's run (delivered, rejected, handed back, reassigned): its places close up.
    if (body.status) await leaveRoute(tx, order);
    if (updated.status === 'delivered') await handOverBottles(tx, order);
    if (body.bottlesReturned !== undefined) await writeBottles(tx, order, body.bottlesReturned, 'bottlesReturned');
    const ended = updated.status === 'delivered' || updated.status === 'rejected';
    if (ended && order.courierId !== null) {
      const opensShift = updated.status === 'delivered' || !isAdmin(caller.role);
      await attributeToShift(tx, { orderHistoryId: id, courierId: order.courierId, shiftId: body.shiftId, opensShift });
    }
    await recordEvent(tx, {
      orderHistoryId: id,
      from: order.status,
      to: updated.status,
      actorId: caller.id,
      note: await changeNote(tx, order, changes),
    });
    if (take && isAdmin(caller.role))
      await enqueuePush(tx, assignedPush({ ...order, district: order.address.district }, body.courierId!));
  });
}
