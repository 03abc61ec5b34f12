// The reads of `npm run bench` at two scales: every list, search, filter, card, chart and detail the
// app calls, each timed cached (the same query again: the server's answer cache and PostgreSQL's plan
// and buffers) and uncached (a distinct query each time, the same work), median and p95.
import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import pg from 'pg';
import { encodeOrderCursor } from '../src/contract/schemas/order-cursor.ts';
import { femaleNames, maleNames } from '../server/db/seed/uz-names.ts';
import { districts } from '../server/db/seed/uz-places.ts';
import { accounts, type Account } from '../tests/helpers/accounts.ts';

const runs = Number(process.env.BENCH_SCALE_RUNS ?? 30);

interface Figures {
  median: number;
  p95: number;
}

export interface ScaleRow {
  label: string;
  cached: Figures;
  uncached: Figures;
  /** Why a read has no figures (a server that does not know it answers 400). */
  failed?: string;
}

/** What the queries are made of, read from the running server's own data. */
interface Sample {
  orderIds: number[];
  deepCursors: string[];
  deepPage: number;
  firstNames: string[];
  phoneDigits: string[];
  userIds: number[];
  deepCustomerPage: number;
  /** The courier's own open orders, whose offline copies the app asks for with its run. */
  runIds: number[];
}

const figures = (samples: number[]): Figures => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
};

const day = (offset: number) => new Date(Date.now() + 5 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const pick = <T>(items: readonly T[], i: number) => items[i % items.length]!;

async function signIn(url: string, account: Account) {
  const res = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  return { Authorization: `Bearer ${(await res.json()).data.token}` };
}

async function sample(url: string, headers: Record<'admin' | 'courier', Record<string, string>>): Promise<Sample> {
  const get = async (path: string, who: 'admin' | 'courier' = 'admin') =>
    (await (await fetch(`${url}/api${path}`, { headers: headers[who] })).json()) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  const newest = await get('/order-history?limit=1&sort=number');
  const total: number = newest.meta.total;
  const maxId: number = newest.data[0].id;
  const orderIds = Array.from({ length: runs + 1 }, (_, i) => 1 + Math.floor(((i * 7919) % runs) * (maxId / runs)));
  // Deep pages: the cursors of orders 70–90 % of the way down the newest-first list.
  const deepCursors: string[] = [];
  for (let i = 0; i <= runs; i++) {
    const order = (await get(`/order-history/${Math.max(1, Math.round(maxId * (0.1 + (0.2 * i) / runs)))}`)).data;
    deepCursors.push(encodeOrderCursor([order.createdAt, order.id]));
  }
  const customers = await get('/user?role=user&limit=100');
  const run = await get('/order-history/new-and-not-delivered?mine=true&page=1&limit=100', 'courier');
  return {
    orderIds,
    deepCursors,
    deepPage: Math.max(1, Math.floor((0.8 * total) / 20)),
    firstNames: [...maleNames, ...femaleNames],
    phoneDigits: customers.data.map((u: { phone: string }) => u.phone.slice(6, 13)),
    userIds: customers.data.map((u: { id: number }) => u.id),
    deepCustomerPage: Math.max(1, Math.floor((0.8 * customers.meta.total) / 20)),
    runIds: run.data.map((order: { id: number }) => order.id),
  };
}

/** Each read: who asks, and its i-th distinct path (i = 0 is the cached one, asked again and again). */
const reads = (
  s: Sample,
): { label: string; who: 'admin' | 'courier'; path: (i: number) => string; expected?: number }[] => [
  { label: 'orders, first page', who: 'admin', path: (i) => `/order-history?limit=${20 + (i % 30)}` },
  {
    label: 'orders, status + payment filter, by total',
    who: 'admin',
    path: (i) =>
      `/order-history?status=${pick(['delivered', 'rejected', 'courier', 'accepted', 'pending'], i)}&paymentMethod=${pick(['cash', 'payme', 'click', 'card', 'transfer'], Math.floor(i / 5))}&sort=total`,
  },
  {
    label: 'orders, search a first name',
    who: 'admin',
    path: (i) => `/order-history?search=${encodeURIComponent(pick(s.firstNames, i))}`,
  },
  {
    label: 'orders, search phone digits',
    who: 'admin',
    path: (i) => `/order-history?search=${pick(s.phoneDigits, i)}`,
  },
  {
    label: 'orders, district filter',
    who: 'admin',
    // A distinct page size each time: 14 districts and 7 sizes came round again after 14 queries, half the runs cached.
    path: (i) => `/order-history?district=${encodeURIComponent(pick(districts, i).name)}&limit=${20 + i}`,
  },
  { label: 'orders, one customer', who: 'admin', path: (i) => `/order-history?userId=${pick(s.userIds, i)}` },
  {
    label: 'orders, deep page by cursor (after=)',
    who: 'admin',
    path: (i) => `/order-history?page=2&after=${pick(s.deepCursors, i)}`,
  },
  {
    label: 'orders, deep page by number (page=, offset)',
    who: 'admin',
    path: (i) => `/order-history?page=${s.deepPage + i}`,
  },
  { label: 'order card, all', who: 'admin', path: (i) => `/order-history/card?dateTo=${day(30 + i)}` },
  {
    label: 'order card, a year',
    who: 'admin',
    path: (i) => `/order-history/card?dateFrom=${day(-365 - i)}&dateTo=${day(-i)}`,
  },
  {
    label: 'order card, search a first name',
    who: 'admin',
    path: (i) => `/order-history/card?search=${encodeURIComponent(pick(s.firstNames, i))}`,
  },
  {
    label: 'chart, a year by day',
    who: 'admin',
    path: (i) => `/statistics/chart?dateFrom=${day(-365 - i)}&dateTo=${day(-i)}`,
  },
  {
    label: 'chart, a year by week',
    who: 'admin',
    path: (i) => `/statistics/chart?dateFrom=${day(-365 - i)}&dateTo=${day(-i)}&groupBy=week`,
  },
  { label: 'open orders', who: 'admin', path: (i) => `/order-history/new-and-not-delivered?limit=${20 + (i % 30)}` },
  {
    label: 'open orders card',
    who: 'admin',
    path: (i) => `/order-history/new-and-not-delivered-card?dateTo=${day(30 + i)}`,
  },
  { label: 'one order (lines and events)', who: 'admin', path: (i) => `/order-history/${pick(s.orderIds, i)}` },
  { label: "one order's lines", who: 'admin', path: (i) => `/order?orderHistoryId=${pick(s.orderIds, i)}` },
  {
    label: 'users, search a name',
    who: 'admin',
    path: (i) => `/user?search=${encodeURIComponent(pick(s.firstNames, i))}`,
  },
  { label: 'one user', who: 'admin', path: (i) => `/user/${pick(s.userIds, i)}` },
  { label: 'courier: own orders', who: 'courier', path: (i) => `/order-history?limit=${20 + (i % 30)}` },
  { label: 'courier: own card', who: 'courier', path: (i) => `/order-history/card?dateTo=${day(30 + i)}` },
  {
    // The app never asks for both sections at once (it polls them apart, below): a read, not a poll.
    label: 'courier: open orders, both sections',
    who: 'courier',
    path: (i) => `/order-history/new-and-not-delivered?limit=${20 + (i % 30)}`,
  },
  {
    label: 'courier poll: orders to take (app)',
    who: 'courier',
    path: (i) => `/order-history/new-and-not-delivered?unassigned=true&page=1&limit=${10 + (i % 10)}`,
  },
  {
    label: 'courier poll: own run (app)',
    who: 'courier',
    path: (i) => `/order-history/new-and-not-delivered?mine=true&page=1&limit=${100 - (i % 10)}`,
  },
  {
    label: 'courier poll: open card',
    who: 'courier',
    path: (i) => `/order-history/new-and-not-delivered-card?mine=true&dateTo=${day(30 + i)}`,
  },
  { label: 'courier poll: new-order flag', who: 'courier', path: () => `/new-order` },
  {
    label: "courier: the run's offline copies (22)",
    who: 'courier',
    path: (i) =>
      `/order-history/details?${s.runIds
        .slice(i % 5, (i % 5) + 22)
        .map((id) => `id=${id}`)
        .join('&')}`,
  },
  { label: 'courier: customers', who: 'courier', path: (i) => `/user?role=user&limit=${20 + (i % 30)}` },
  { label: 'courier: reminders', who: 'courier', path: (i) => `/reminder?limit=${20 + (i % 30)}` },
  // Reads that take no query (the same question each time, so "uncached" repeats it too).
  { label: 'courier: current shift', who: 'courier', path: () => `/shift/current` },
  { label: 'couriers with their load (dispatch)', who: 'admin', path: () => `/courier` },
  { label: 'districts', who: 'admin', path: () => `/address/districts` },
  { label: 'unread notifications', who: 'admin', path: () => `/notification/no-read-notifications` },
  { label: 'users, first page', who: 'admin', path: (i) => `/user?limit=${20 + (i % 30)}` },
  {
    label: 'customers by orders count',
    who: 'admin',
    path: (i) => `/user?role=user&sort=ordersCount&order=desc&limit=${20 + (i % 30)}`,
  },
  {
    label: 'customers, deep page',
    who: 'admin',
    path: (i) => `/user?role=user&page=${s.deepCustomerPage - i}&limit=20`,
  },
  { label: "a customer's addresses", who: 'admin', path: (i) => `/address?userId=${pick(s.userIds, i)}&limit=100` },
  { label: 'reminders', who: 'admin', path: (i) => `/reminder?limit=${20 + (i % 30)}` },
  { label: 'notifications', who: 'admin', path: (i) => `/notification?limit=${20 + (i % 30)}` },
  { label: 'shifts', who: 'admin', path: (i) => `/shift?limit=${20 + (i % 30)}` },
  { label: 'shift card, a year', who: 'admin', path: (i) => `/shift/card?dateFrom=${day(-365 - i)}` },
];

/**
 * Seeds `orders` orders (a tenth as many customers) into the empty PostgreSQL database at `databaseUrl`
 * in a process of its own (scripts/bench-seed.ts, its heap bounded: the seed streams), and prints how
 * long it took and its peak RSS. A database that is not empty is left as it is.
 */
export async function seedAtScale(databaseUrl: string, orders: number) {
  const child = spawn(
    process.execPath,
    [
      '--max-old-space-size=512',
      '--import',
      'tsx',
      new URL('./bench-seed.ts', import.meta.url).pathname,
      String(orders),
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((done) => child.on('exit', done));
  if (code !== 0) throw new Error(`the seed at scale failed (exit code ${code})`);
  const seed = JSON.parse(out.trim().split('\n').at(-1)!) as { seeded: boolean; seconds: number; peakRssMb: number };
  console.log(
    seed.seeded
      ? `Seeded ${orders.toLocaleString('en')} orders in ${seed.seconds.toFixed(0)} s, peak RSS of the seed ${seed.peakRssMb} MB`
      : `BENCH_DATABASE_URL already holds data: not seeded (migrations took ${seed.seconds.toFixed(1)} s)`,
  );
  if (seed.seeded) await flushTheSeed(databaseUrl);
}

/**
 * The seed leaves gigabytes of writes for PostgreSQL's checkpoints to spread over the next minutes (its closing
 * `vacuum analyze` alone logs every page again), and reads timed meanwhile share the disk with them: the courier's
 * polled run took 38 ms at p95 then, 14–17 after a checkpoint. A shop's database is not being bulk-loaded while it is
 * read, so the reads wait for one checkpoint, which writes and syncs it all.
 */
async function flushTheSeed(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query('checkpoint');
    console.log(
      `The seed's writes flushed to disk (checkpoint) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } catch (error) {
    console.log(`The seed's writes are not flushed before the reads: ${(error as Error).message}`);
  } finally {
    await client.end();
  }
}

const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * A GET as a browser's poll makes it (kept-alive connection, compressed answer), timed to its last byte; the
 * answer is not decoded or parsed, which is the client's work. `fetch` took 4–5 ms more at the median and up to
 * 10 at p95 on a 100 KB courier's run, sharing the server's two cores (curl's figures match these).
 */
function getToLastByte(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((done, fail) => {
    get(url, { agent: keptAlive, headers: { ...headers, 'Accept-Encoding': 'br, gzip' } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => done(res.statusCode!));
      res.on('error', fail);
    }).on('error', fail);
  });
}

/** Times every read at this server's scale. */
export async function scaleFigures(url: string): Promise<ScaleRow[]> {
  const headers = { admin: await signIn(url, accounts.admin), courier: await signIn(url, accounts.courier) };
  const s = await sample(url, headers);
  const rows: ScaleRow[] = [];
  for (const read of reads(s)) {
    const call = async (i: number) => {
      const started = performance.now();
      const status = await getToLastByte(`${url}/api${read.path(i)}`, headers[read.who]);
      if (status !== 200) throw new Error(`HTTP ${status}`);
      return performance.now() - started;
    };
    const failed = await call(0).then(
      () => undefined,
      (error: Error) => error.message,
    );
    if (failed) {
      rows.push({ label: read.label, cached: figures([NaN]), uncached: figures([NaN]), failed });
      continue;
    }
    const cached: number[] = [];
    const uncached: number[] = [];
    for (let i = 1; i <= runs; i++) {
      cached.push(await call(0));
      uncached.push(await call(i));
    }
    rows.push({ label: read.label, cached: figures(cached), uncached: figures(uncached) });
  }
  return rows;
}

/** The rows of each scale side by side: label, then cached and uncached median / p95 per scale. */
export function printScales(scales: { name: string; rows: ScaleRow[] }[]) {
  const f = (ms: number) => ms.toFixed(1).padStart(6);
  const cell = ({ cached, uncached, failed }: ScaleRow) =>
    failed ?? `${f(cached.median)} ${f(cached.p95)}  ${f(uncached.median)} ${f(uncached.p95)}`;
  console.log(
    `\n${'read (ms: cached median p95, uncached median p95)'.padEnd(50)}${scales.map((s) => s.name.padEnd(32)).join('  ')}`,
  );
  for (const [i, row] of scales[0]!.rows.entries())
    console.log(`${row.label.padEnd(50)}${scales.map((s) => cell(s.rows[i]!).padEnd(32)).join('  ')}`);
}
