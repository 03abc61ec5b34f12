// npm run simulate: against a running local server, the demo customer places an order every few
// seconds (SIMULATE_EVERY_MS, default 5000) until Ctrl-C or SIMULATE_MAX orders (default 720).
// A customer may read nothing but /auth/me, so the demo admin looks up the customer's addresses
// (GET /address) and takes product ids from recent order lines (GET /order): what people really buy.
import type { OrderHistory } from '../../src/contract/order-history';
import { tashkentDate } from '../db/seed/time';
import { som } from '../orders/pricing';

const base = process.env.SIMULATE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const every = Math.max(500, Number(process.env.SIMULATE_EVERY_MS ?? 5000));
const max = Number(process.env.SIMULATE_MAX ?? 720);
const customer = { phone: '+998900000010', password: 'user123' };
const admin = { phone: '+998900000001', password: 'admin123' };

if (!['localhost', '127.0.0.1', '[::1]'].includes(new URL(base).hostname)) {
  console.error(`Simulyator faqat mahalliy serverda ishlaydi, ${base} emas.`);
  process.exit(1);
}

async function call<T>(
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; data: T; errors?: { path: string }[] }> {
  const res = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; meta?: { message: string; errors?: { path: string }[] } };
  if (!res.ok && res.status !== 400) throw new Error(`${path}: ${res.status} ${json.meta?.message ?? ''}`);
  return { status: res.status, data: json.data, errors: json.meta?.errors };
}

const signIn = async (who: typeof customer) =>
  (await call<{ token: string; user: { id: number } }>('/auth/sign-in', undefined, who)).data;
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

const { token, user } = await signIn(customer);
const { token: adminToken } = await signIn(admin);
const addressIds = (await call<{ id: number }[]>(`/address?userId=${user.id}&limit=100`, adminToken)).data.map(
  (a) => a.id,
);
const productIds = new Set(
  (await call<{ productId: number }[]>('/order?limit=100', adminToken)).data.map((l) => l.productId),
);
if (!addressIds.length || !productIds.size)
  throw new Error('Demo mijozning manzili yoki mahsulotlar topilmadi: avval demo maʼlumotlarni yuklang.');
console.log(`${base}: har ${every / 1000} soniyada yangi buyurtma (toʻxtatish: Ctrl-C)`);

let placed = 0;
async function placeOne() {
  const chosen = [...new Set(Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pick([...productIds])))];
  const body = {
    addressId: pick(addressIds),
    items: chosen.map((productId) => ({ productId, quantity: 1 + Math.floor(Math.random() * 3) })),
    paymentMethod: pick(['cash', 'cash', 'payme', 'click', 'card']),
    deliveryDate: tashkentDate(new Date()),
  };
  const res = await call<OrderHistory>('/order-history', token, body);
  if (res.status === 400) {
    // A product switched off since it was ordered: drop it and carry on.
    for (const e of res.errors ?? []) productIds.delete(chosen[Number(/^items\.(\d+)\.productId$/.exec(e.path)?.[1])]!);
    return;
  }
  placed++;
  console.log(`№${res.data.number}: ${res.data.itemsCount} ta mahsulot, ${som(res.data.total)}`);
}

const timer = setInterval(() => {
  placeOne().then(
    () => placed >= max && stop(),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      stop(1);
    },
  );
}, every);
function stop(code = 0) {
  clearInterval(timer);
  console.log(`${placed} ta buyurtma joylandi.`);
  process.exit(code);
}
process.on('SIGINT', () => stop());
