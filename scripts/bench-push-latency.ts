import { accounts } from '../tests/helpers/accounts.ts';
import { Api } from '../tests/helpers/api.ts';
import { makeTestSubscription } from '../tests/helpers/push-crypto.ts';
import { startPreparedPushStub } from '../tests/helpers/push-stub-env.ts';

/**
 * Subscribes one courier on a local HTTPS push-service stub, then places `rounds` orders one after
 * another and times each from sending POST /order-history until the stub has the push. Sorted, ms.
 */
export async function pushLatencies(baseUrl: string, stubEnv: Record<string, string>, rounds: number): Promise<number[]> {
  const stub = await startPreparedPushStub(stubEnv);
  try {
    const courier = await Api.signIn(baseUrl, accounts.courier2);
    const sub = makeTestSubscription(`${stub.origin}/push/bench`);
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
      const before = stub.received.length;
      const started = performance.now();
      await customer.data('POST', '/order-history', order);
      const [push] = (await stub.waitFor(before + 1, 30_000)).slice(before);
      samples.push(push!.receivedAt - started);
    }
    await courier.call('DELETE', '/push/subscription', { endpoint: sub.endpoint });
    return samples.sort((a, b) => a - b);
  } finally {
    await stub.close();
  }
}
