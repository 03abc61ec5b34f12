import { accounts } from '../tests/helpers/accounts.ts';
import { Api } from '../tests/helpers/api.ts';
import { makeTestSubscription, type TestSubscription } from '../tests/helpers/push-crypto.ts';
import type { ReceivedPush } from '../tests/helpers/push-service-stub.ts';
import { startPreparedPushStub } from '../tests/helpers/push-stub-env.ts';

/** The middle of sorted samples; of an even count, the mean of the two middle ones. */
export function median(sorted: number[]): number {
  const half = sorted.length / 2;
  return Number.isInteger(half) ? (sorted[half - 1]! + sorted[half]!) / 2 : sorted[Math.floor(half)]!;
}

/** Whether the stub got `push` for `sub` and it is the new-order alert of `orderId` (not another staff member's, nor a reminder). */
export function isPushFor(push: ReceivedPush, origin: string, sub: TestSubscription, orderId: number): boolean {
  if (`${origin}${push.path}` !== sub.endpoint || push.status !== 201) return false;
  try {
    const payload = JSON.parse(sub.decrypt(push.body)) as { type?: unknown; id?: unknown };
    return payload.type === 'new-order' && payload.id === orderId;
  } catch {
    return false;
  }
}

/**
 * Subscribes one courier on a local HTTPS push-service stub, then places `rounds` orders one after
 * another and times each from sending POST /order-history until the stub has that order's push
 * for that courier. Sorted, ms.
 */
export async function pushLatencies(
  baseUrl: string,
  stubEnv: Record<string, string>,
  rounds: number,
): Promise<number[]> {
  const stub = await startPreparedPushStub(stubEnv);
  try {
    const courier = await Api.signIn(baseUrl, accounts.courier2);
    const sub = makeTestSubscription(`${stub.origin}/push/bench-${Date.now()}`);
    await courier.data('POST', '/push/subscription', { endpoint: sub.endpoint, keys: sub.keys });
    const admin = await Api.signIn(baseUrl, accounts.admin);
    const customer = await Api.signIn(baseUrl, accounts.customer);
    const [address] = await admin.data<{ id: number }[]>('GET', `/address?userId=${customer.userId}`);
    const [product] = await admin.data<{ id: number }[]>('GET', '/product?isActive=true&limit=1');
    const order = {
      addressId: address!.id,
      items: [{ productId: product!.id, quantity: 1 }],
      paymentMethod: 'cash',
      deliveryDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    };
    const samples: number[] = [];
    for (let i = 0; i < rounds; i++) {
      let seen = stub.received.length;
      const started = performance.now();
      const { id } = await customer.data<{ id: number }>('POST', '/order-history', order);
      // Other subscriptions on the stub and other alerts (reminders) are not this order's push.
      let push: ReceivedPush;
      do push = (await stub.waitFor(seen + 1, 30_000))[seen++]!;
      while (!isPushFor(push, stub.origin, sub, id));
      samples.push(push.receivedAt - started);
    }
    await courier.call('DELETE', '/push/subscription', { endpoint: sub.endpoint });
    return samples.sort((a, b) => a - b);
  } finally {
    await stub.close();
  }
}
