// npm run bench: starts the product as `npm start` does on a fresh data
// directory (seed included), then times the API. Prints figures; asserts nothing.
import { accounts } from '../tests/helpers/accounts.ts';
import { benchBlobs } from './bench-blobs.ts';
import { courierShiftBytes, printShift } from './bench-courier-data.ts';
import { benchLoad, printLoad, serverRssMb, type LoadFigures } from './bench-load.ts';
import { preparePushStub } from '../tests/helpers/push-stub-env.ts';
import { lighthouseFigures, medianFigures, printLighthouse } from './bench-lighthouse.ts';
import { offlineReloadTimes } from './bench-offline-reload.ts';
import { median, pushLatencies } from './bench-push-latency.ts';
import { printScales, scaleFigures, seedAtScale, type ScaleRow } from './bench-scale.ts';
import { runLongTests } from './bench-long-tests.ts';
import { startServerProcess } from '../tests/helpers/server-process.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
// BENCH_SCALE orders (a tenth as many customers) are seeded into BENCH_DATABASE_URL, whose reads are then timed beside the demo's.
const scale = process.env.BENCH_SCALE ? Number(process.env.BENCH_SCALE) : undefined;
if (scale !== undefined && !process.env.BENCH_DATABASE_URL) throw new Error('BENCH_SCALE needs BENCH_DATABASE_URL');
let demoReads: ScaleRow[] = [];
// Lighthouse varies from run to run on a shared machine: each page is measured this many times, then the median.
const lighthouseRounds = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The bytes of a response as sent: status line, headers and body. */
const wireBytes = (response: Response, body: number) =>
  `HTTP/1.1 ${response.status} ${response.statusText}\r\n`.length +
  [...response.headers].reduce((n, [name, value]) => n + name.length + value.length + 4, 2) +
  body;

async function time(label: string, n: number, call: () => Promise<Response>, expected = 200) {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const response = await call();
    bytes = wireBytes(response, (await response.arrayBuffer()).byteLength);
    if (response.status !== expected) throw new Error(`${label}: HTTP ${response.status}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(78)} median ${f(percentile(samples, 50))} ms   p95 ${f(percentile(samples, 95))} ms   ${bytes} B   (n=${n})`,
  );
}

const loadRuns: LoadFigures[] = [];
const started = performance.now();
// The server trusts a local push-service stub (started by bench-push-latency.ts); PUSH_POLL_MS stays at its default.
const pushEnv = await preparePushStub();
const server = await startServerProcess({
  demoData: true,
  env: { ...pushEnv, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
console.log(
  `Cold start with seed (dist already built): ${((performance.now() - started) / 1000).toFixed(1)} s, server RSS ${serverRssMb(server.child.pid!)} MB\n`,
);

try {
  const signIn = () =>
    fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(accounts.admin),
    });
  const { data } = await (await signIn()).json();
  const auth = { headers: { Authorization: `Bearer ${data.token}` } };
  const courierSignIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(accounts.courier),
  });
  const courier = { headers: { Authorization: `Bearer ${(await courierSignIn.json()).data.token}` } };
  const get = (path: string, init: RequestInit) => () => fetch(`${server.url}/api${path}`, init);

  await time('GET /api/health', rounds, () => fetch(`${server.url}/api/health`));
  await time('GET /api/auth/me', rounds, () => fetch(`${server.url}/api/auth/me`, auth));
  // Deliberately slow: scrypt with 32 MiB per sign-in.
  await time('POST /api/auth/sign-in', Math.min(rounds, 20), signIn);
  await time('GET / (index.html, SPA shell)', rounds, () => fetch(`${server.url}/`));

  console.log('\nOrders (20 000 seeded), as admin / as courier:');
  const lists = [
    '/order-history',
    '/order-history?status=delivered&paymentMethod=cash&sort=total',
    '/order-history?search=Aziz',
    '/order-history/card',
    '/order-history/card?dateFrom=2026-01-01&dateTo=2026-12-31',
    '/order-history/new-and-not-delivered',
    '/order-history/new-and-not-delivered-card',
    '/new-order',
  ];
  for (const path of lists) {
    await time(`GET ${path} (admin)`, rounds, get(path, auth));
    await time(`GET ${path} (courier)`, rounds, get(path, courier));
  }
  // What a courier's poll costs when nothing is new: the stored ETag comes back, the answer is a bare 304.
  for (const path of ['/order-history/new-and-not-delivered', '/new-order']) {
    const tag = (await get(path, courier)()).headers.get('ETag')!;
    const poll = { headers: { ...courier.headers, 'Accept-Encoding': 'gzip', 'If-None-Match': tag } };
    await time(`GET ${path} (courier, 304)`, rounds, get(path, poll), 304);
  }

  console.log(
    '\nThe order page: one GET /order-history/{id} (lines and events), and what it took before (search by number + lines):',
  );
  for (const id of [20000, 10000, 1])
    await time(`GET /order-history/${id} (admin)`, rounds, get(`/order-history/${id}`, auth));
  const [newest] = (await (await get('/order-history?limit=1&sort=number', auth)()).json()).data;
  await time(
    `GET /order-history?search=${newest.number} + /order?orderHistoryId=${newest.id} (before)`,
    rounds,
    async () => {
      const [found] = await Promise.all([
        get(`/order-history?search=${newest.number}`, auth)(),
        get(`/order?orderHistoryId=${newest.id}`, auth)(),
      ]);
      return found;
    },
  );

  console.log('\nAdmin screens (statistics, users, baskets, reminders, notifications, order lines):');
  const day = (offset: number) => new Date(Date.now() + 5 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const adminPaths = [
    '/statistics/chart',
    `/statistics/chart?dateFrom=${day(-365)}&dateTo=${day(0)}`,
    `/statistics/chart?dateFrom=${day(-365)}&dateTo=${day(0)}&groupBy=week`,
    '/user',
    '/user?role=user&sort=ordersCount&search=Aziz',
    '/user/10',
    '/basket/10',
    '/reminder',
    '/reminder?status=pending&sort=remindOn',
    '/notification',
    '/notification?type=new-order&isRead=false',
    '/notification/no-read-notifications',
    '/order',
    '/order?orderHistoryId=20000',
    '/order/1',
  ];
  for (const path of adminPaths) await time(`GET ${path} (admin)`, rounds, get(path, auth));

  console.log('\nEvery read, cached and uncached (distinct queries), on the demo data (20 000 orders, PGlite):');
  demoReads = await scaleFigures(server.url);
  printScales([{ name: 'PGlite, 20 000 orders', rows: demoReads }]);

  console.log('\nWeb Push: from sending POST /order-history until the push service (a local HTTPS stub) has the push');
  const push = await pushLatencies(server.url, pushEnv, 20);
  console.log(`median ${median(push).toFixed(0)} ms, worst ${push.at(-1)!.toFixed(0)} ms (n=${push.length})`);

  loadRuns.push(await benchLoad('PGlite (embedded)', server.url, server.child.pid!));
  if (!process.env.BENCH_DATABASE_URL) printLoad(loadRuns);

  // Health while blobs move and a large bulk assignment runs (issue 19: PGlite once stalled on them).
  await benchBlobs(server.url, data.token, server.child.pid!);

  console.log(
    `\nLighthouse, mobile, first visit, ${lighthouseRounds} runs and their median (/orders signed in as a courier, demo data):`,
  );
  const lighthouseRuns: Awaited<ReturnType<typeof lighthouseFigures>>[] = [];
  for (let run = 1; run <= lighthouseRounds; run++) {
    lighthouseRuns.push(await lighthouseFigures(server.url, accounts.courier));
    printLighthouse(lighthouseRuns.at(-1)!, `run ${run}   `);
  }
  printLighthouse(medianFigures(lighthouseRuns), 'median  ');

  const shiftMinutes = Number(process.env.BENCH_SHIFT_MINUTES ?? 10);
  console.log(
    `\nA courier's mobile data on /orders at 360×640, received from the API (HTTP/1.1 wire bytes), ${shiftMinutes} min of the page's clock, as an hour:`,
  );
  for (const busy of [false, true]) {
    const shift = await courierShiftBytes(
      server.url,
      accounts.courier3,
      accounts.admin,
      accounts.customer,
      busy,
      shiftMinutes,
    );
    printShift(busy ? 'busy (take + deliver every 30 s)' : 'idle (nothing changes)', shift);
  }

  console.log('\nInstalled courier app, server stopped: reload until the cached orders show');
  const times = await offlineReloadTimes(server.url, accounts.courier, server.stop);
  console.log(
    `median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms (n=${times.length})`,
  );
} finally {
  await server.stop();
}

// PGlite is one single-threaded process; the same load on PostgreSQL shows what the code costs without that limit.
if (process.env.BENCH_DATABASE_URL) {
  console.log('\nThe same load on PostgreSQL (BENCH_DATABASE_URL; an empty database is seeded first)…');
  if (scale !== undefined) await seedAtScale(process.env.BENCH_DATABASE_URL, scale);
  const onPostgres = await startServerProcess({
    demoData: true,
    env: { DATABASE_URL: process.env.BENCH_DATABASE_URL, LOG_LEVEL: 'warn' },
  });
  try {
    if (scale !== undefined) {
      const name = `PostgreSQL, ${scale.toLocaleString('en')} orders`;
      printScales([
        { name: 'PGlite, 20 000 orders', rows: demoReads },
        { name, rows: await scaleFigures(onPostgres.url) },
      ]);
    }
    loadRuns.push(await benchLoad('PostgreSQL', onPostgres.url, onPostgres.child.pid!));
  } finally {
    await onPostgres.stop();
  }
  printLoad(loadRuns);
}

// Last, so they take nothing from the timings above.
console.log(
  '\nThe long tests (the whole demo seed, the fuzz at 2,500 cases, the export of 100,000 orders, 200 days of shifts; TEST_BENCH=1):',
);
if (!(await runLongTests())) process.exitCode = 1;
