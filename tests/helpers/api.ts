import { accounts, type Account } from './accounts';
import { cachedSession } from './session-cache';

/** A thin client of the real API, for tests to arrange data and check the server's state. */
export class Api {
  constructor(
    readonly baseUrl: string,
    private readonly token: string,
    readonly userId: number,
  ) {}

  static async signIn(baseUrl: string, account: Account): Promise<Api> {
    const { token, user } = await cachedSession(baseUrl, account);
    return new Api(baseUrl, token, user.id);
  }

  get authHeader() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async call<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: { ...this.authHeader, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  async data<T = any>(method: string, path: string, body?: unknown): Promise<T> {
    const { status, body: json } = await this.call(method, path, body);
    if (status >= 400) throw new Error(`${method} ${path}: HTTP ${status} ${JSON.stringify(json)}`);
    return json.data as T;
  }
}

/** Places an order as the demo customer, as the shop's customer app would; to their first address unless told. */
export async function placeOrder(
  admin: Api,
  customer: Api,
  comment = 'Sinov buyurtmasi',
  addressId?: number,
  paymentMethod = 'cash',
  productId?: number,
) {
  const [address] = addressId
    ? [{ id: addressId }]
    : await admin.data<{ id: number }[]>('GET', `/address?userId=${customer.userId}`);
  // A product on sale with the most stock: earlier tests may have switched others off.
  const [product] = productId
    ? [{ id: productId }]
    : await admin.data<{ id: number }[]>('GET', '/product?isActive=true&sort=stock&order=desc&limit=1');
  // Tomorrow, so "today or later" holds in any time zone.
  const deliveryDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return customer.data<{ id: number; number: number }>('POST', '/order-history', {
    addressId: address!.id,
    items: [{ productId: product!.id, quantity: 2 }],
    paymentMethod,
    deliveryDate,
    comment,
  });
}

/** A product on sale whose bottles come back (water): an order of it hands the customer full bottles. */
export async function returnableProductId(admin: Api): Promise<number> {
  const products = await admin.data<{ id: number; isReturnable: boolean }[]>(
    'GET',
    '/product?isActive=true&sort=stock&order=desc&limit=100',
  );
  const product = products.find((p) => p.isReturnable);
  if (!product) throw new Error('no returnable product on sale in the demo data');
  return product.id;
}

/**
 * Places orders as the demo customer until at least `count` are open (`&unassigned=true`: open and
 * not taken): tests before may have closed or taken the demo's.
 */
export async function atLeastOpenOrders(admin: Api, customer: Api, count: number, filter = ''): Promise<void> {
  const { body } = await admin.call('GET', `/order-history/new-and-not-delivered?limit=1${filter}`);
  for (let open = body.meta.total as number; open < count; open++) await placeOrder(admin, customer, 'Sinov roʻyxati');
}

export interface OrderSummary {
  id: number;
  number: number;
  status: string;
  courierId: number | null;
  version: number;
  total: number;
  bottlesReturned: number;
  user: { id: number; phone: string };
}

/**
 * An unassigned order the courier may take: the first card of the screen's "Olish mumkin". `filter` narrows it
 * (`&paymentMethod=cash`: one whose delivery needs no decision about an unpaid online payment). When tests
 * before have taken every one, the demo customer places one.
 */
export async function unassignedOrder(courier: Api, filter = ''): Promise<OrderSummary> {
  const path = `/order-history/new-and-not-delivered?unassigned=true&limit=10${filter}`;
  const [order] = await courier.data<OrderSummary[]>('GET', path);
  if (order) return order;
  const admin = await Api.signIn(courier.baseUrl, accounts.admin);
  const customer = await Api.signIn(courier.baseUrl, accounts.customer);
  const method = new URLSearchParams(filter).get('paymentMethod') ?? 'cash';
  await placeOrder(admin, customer, 'Sinov buyurtmasi', undefined, method);
  const [placed] = await courier.data<OrderSummary[]>('GET', path);
  if (!placed) throw new Error(`no unassigned order matches ${filter} even after placing one`);
  return placed;
}

/**
 * A new cash order of water, placed by the demo customer and not yet taken: its delivery hands over 2 full bottles,
 * so it may take up to 2 empties back. The server takes back no more than the customer holds, and tests before may
 * have emptied what the demo's customers held (a replay of 2 was refused in a run with one worker).
 */
export async function orderWithBottles(baseUrl: string): Promise<OrderSummary> {
  const admin = await Api.signIn(baseUrl, accounts.admin);
  const customer = await Api.signIn(baseUrl, accounts.customer);
  const water = await returnableProductId(admin);
  const placed = await placeOrder(admin, customer, 'Sinov: idishlar bilan', undefined, 'cash', water);
  return admin.data<OrderSummary>('GET', `/order-history/${placed.id}`);
}

/** Takes orders until the courier's own run holds `count`: the demo's share of open orders depends on the hour it was seeded. */
export async function atLeastOwnOrders(courier: Api, count: number): Promise<void> {
  const { body } = await courier.call('GET', '/order-history/new-and-not-delivered?mine=true&limit=1');
  for (let own = body.meta.total as number; own < count; own++) {
    const order = await unassignedOrder(courier);
    await courier.data('PATCH', `/order-history/${order.id}`, { status: 'courier' });
  }
}

/** The order as an admin sees it now. */
export async function orderByNumber(admin: Api, number: number): Promise<OrderSummary> {
  const found = await admin.data<OrderSummary[]>('GET', `/order-history?search=${number}&limit=100`);
  const order = found.find((o) => o.number === number);
  if (!order) throw new Error(`order #${number} not found`);
  return order;
}

export async function bottleBalance(admin: Api, phone: string): Promise<number> {
  const [user] = await admin.data<{ phone: string; bottleBalance: number }[]>(
    'GET',
    `/user?search=${encodeURIComponent(phone)}`,
  );
  return user!.bottleBalance;
}

/** The returnable bottles an order brings (its lines of returnable products): its delivery hands them over. */
export async function returnableBottles(admin: Api, orderId: number): Promise<number> {
  const lines = await admin.data<{ productId: number; quantity: number }[]>(
    'GET',
    `/order?orderHistoryId=${orderId}&limit=100`,
  );
  let count = 0;
  for (const line of lines) {
    const product = await admin.data<{ isReturnable: boolean }>('GET', `/product/${line.productId}`);
    if (product.isReturnable) count += line.quantity;
  }
  return count;
}

/** The courier user behind a demo account, as the admin's user list shows it. */
export async function courierOf(admin: Api, account: Account): Promise<{ id: number; fullName: string }> {
  const [courier] = await admin.data<{ id: number; fullName: string }[]>(
    'GET',
    `/user?role=courier&search=${encodeURIComponent(account.phone)}`,
  );
  if (!courier) throw new Error(`no courier ${account.phone}`);
  return courier;
}
