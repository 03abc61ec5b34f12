// The load part of `npm run bench`: autocannon against the started server (127.0.0.1 only), at 10
// and 50 connections, on the polls and lists couriers and admins hit most; then the server's RSS.
import { readdirSync, readFileSync } from 'node:fs';
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
  const rss = (id: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const children = (id: number): number[] =>
    readdirSync(`/proc/${id}/task`).flatMap((task) => readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  const tree = (id: number): number[] => [id, ...children(id).flatMap(tree)];
  return Math.round(Math.max(...tree(pid).map(rss)));
}

async function loadRun(baseUrl: string, targets: LoadTarget[], pid: number) {
  const url = new URL(baseUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') throw new Error(`load runs only against this machine, not ${url.hostname}`);
  console.log(`\nLoad (autocannon, ${seconds} s per run, gzip accepted):`);
  for (const connections of [10, 50]) {
    for (const target of targets) {
      const result = await autocannon({
        url: `http://127.0.0.1:${url.port}${target.path}`,
        connections,
        duration: seconds,
        headers: { 'Accept-Encoding': 'gzip', ...target.headers },
      });
      const wrong = result.non2xx - (target.expected === 304 ? result.requests.total : 0);
      const label = `${target.label} @${connections}`.padEnd(52);
      console.log(
        `${label} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms` +
          `${result.errors || result.timeouts ? `   errors ${result.errors}, timeouts ${result.timeouts}` : ''}${wrong > 0 ? `   unexpected status: ${wrong}` : ''}`,
      );
    }
  }
  console.log(`Server RSS after the load runs: ${serverRssMb(pid)} MB`);
}

async function bearer(baseUrl: string, account: Account) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(account) });
  return { Authorization: `Bearer ${(await res.json()).data.token}` };
}

/** The load run on a seeded server (`pid`: its process, for the RSS): the courier's poll (304) and open list, the admin's orders and products. */
export async function benchLoad(baseUrl: string, pid: number) {
  const [admin, courier] = [await bearer(baseUrl, accounts.admin), await bearer(baseUrl, accounts.courier)];
  const openList = '/api/order-history/new-and-not-delivered';
  const tag = (await fetch(`${baseUrl}${openList}`, { headers: courier })).headers.get('ETag')!;
  await loadRun(
    baseUrl,
    [
      { label: `GET ${openList} (courier, 304)`, path: openList, headers: { ...courier, 'If-None-Match': tag }, expected: 304 },
      { label: `GET ${openList} (courier)`, path: openList, headers: courier, expected: 200 },
      { label: 'GET /api/order-history (admin)', path: '/api/order-history', headers: admin, expected: 200 },
      { label: 'GET /api/product (admin)', path: '/api/product', headers: admin, expected: 200 },
    ],
    pid,
  );
}
