// The load part of `npm run bench`: autocannon against the started server (127.0.0.1 only), at 10
// and 50 connections, on the polls and lists couriers and admins hit most; then the server's RSS.
//
// At 50 connections the courier's full list keeps the one process busy all the time, and a few of its
// requests wait until autocannon's 10-s timeout. The wait is outside the route: between a request's
// arrival and its finish the server takes 14–23 ms (p50) and at most 0.2 s. A bare Node server that
// works 15 ms per request shows the same tail on this machine (about 65 req/s: p50 0.4 s, p99 6.8 s,
// 7–14 timeouts), with autocannon or a plain Node client, whenever the connections are kept alive.
// Without keep-alive the same server answers all 50 within 0.8 s (p99 805 ms). So the timeouts come
// from how a saturated process is served over kept-alive connections, not from the route.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { accounts, type Account } from '../tests/helpers/accounts.ts';

interface LoadTarget {
  label: string;
  path: string;
  headers: Record<string, string>;
  expected: number;
}

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

/** Resident memory in MB of the largest process in the tree under `pid` (tsx runs the server in a child). */
export function serverRssMb(pid: number): number {
  const rss = (id: number) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const children = (id: number): number[] =>
    readdirSync(`/proc/${id}/task`).flatMap((task) =>
      readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  const tree = (id: number): number[] => [id, ...children(id).flatMap(tree)];
  return Math.round(Math.max(...tree(pid).map(rss)));
}

export interface LoadFigures {
  /** Which database the server ran on, as printed. */
  database: string;
  rows: { label: string; reqPerSec: number; p50: number; p99: number; problems: string }[];
  rssMb: number;
}

/** Every answer but `expected`, by status ("200×12, 500×3"); empty when there is none. */
export function unexpectedStatuses(result: Pick<autocannon.Result, 'statusCodeStats'>, expected: number): string {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([status, stats]) => status !== String(expected) && stats.count)
    .map(([status, stats]) => `${status}×${stats.count}`)
    .join(', ');
}

async function loadRun(database: string, baseUrl: string, targets: LoadTarget[], pid: number): Promise<LoadFigures> {
  const url = new URL(baseUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
    throw new Error(`load runs only against this machine, not ${url.hostname}`);
  const rows: LoadFigures['rows'] = [];
  for (const connections of [10, 50]) {
    for (const target of targets) {
      const result = await autocannon({
        url: `http://127.0.0.1:${url.port}${target.path}`,
        connections,
        duration: seconds,
        headers: { 'Accept-Encoding': 'gzip', ...target.headers },
      });
      const wrong = unexpectedStatuses(result, target.expected);
      rows.push({
        label: `${target.label} @${connections}`,
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        problems: `${result.errors || result.timeouts ? ` errors ${result.errors}, timeouts ${result.timeouts}` : ''}${wrong ? ` unexpected status: ${wrong}` : ''}`,
      });
    }
  }
  return { database, rows, rssMb: serverRssMb(pid) };
}

/** One table, one column group per database, so the figures of each stand side by side. */
export function printLoad(runs: LoadFigures[]) {
  console.log(
    `\nLoad (autocannon, ${seconds} s per run, gzip accepted), per database: req/s, p50 and p99 in ms; load average now ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const cell = (row: LoadFigures['rows'][number]) =>
    `${String(row.reqPerSec).padStart(6)} ${String(row.p50).padStart(5)} ${String(row.p99).padStart(6)}${row.problems}`;
  console.log(`${''.padEnd(64)}${runs.map((run) => `| ${run.database.padEnd(22)}`).join('')}`);
  runs[0]!.rows.forEach((row, i) =>
    console.log(`${row.label.padEnd(64)}${runs.map((run) => `| ${cell(run.rows[i]!).padEnd(22)}`).join('')}`),
  );
  console.log(
    `${'Server RSS after the load runs (MB)'.padEnd(64)}${runs.map((run) => `| ${String(run.rssMb).padStart(6).padEnd(22)}`).join('')}`,
  );
}

async function bearer(baseUrl: string, account: Account) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  return { Authorization: `Bearer ${(await res.json()).data.token}` };
}

/**
 * The load run on a seeded server (`pid`: its process, for the RSS) on `database` (a label): the
 * courier's poll (304) and open list, the admin's orders and products.
 */
export async function benchLoad(database: string, baseUrl: string, pid: number): Promise<LoadFigures> {
  const [admin, courier] = [await bearer(baseUrl, accounts.admin), await bearer(baseUrl, accounts.courier)];
  const openList = '/api/order-history/new-and-not-delivered';
  const tag = (await fetch(`${baseUrl}${openList}`, { headers: courier })).headers.get('ETag')!;
  return loadRun(
    database,
    baseUrl,
    [
      {
        label: `GET ${openList} (courier, 304)`,
        path: openList,
        headers: { ...courier, 'If-None-Match': tag },
        expected: 304,
      },
      { label: `GET ${openList} (courier)`, path: openList, headers: courier, expected: 200 },
      { label: 'GET /api/order-history (admin)', path: '/api/order-history', headers: admin, expected: 200 },
      { label: 'GET /api/product (admin)', path: '/api/product', headers: admin, expected: 200 },
    ],
    pid,
  );
}
