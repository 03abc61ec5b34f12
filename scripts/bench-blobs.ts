// The blob part of `npm run bench`: GET /api/health latency while 20 clients upload a 4.8 MB image at
// once, then download it at once, then while one admin assigns 500 × 500 product discounts; and the
// server's RSS. On PGlite every query runs on the server's one thread, so blob work in the database
// stalled every other request (issue 19). Run alone: `npx tsx scripts/bench-blobs.ts` (fresh server, no seed).
import { get } from 'node:http';
import { pathToFileURL } from 'node:url';
import { randomInt } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { encodePng } from '../server/db/seed/png.ts';
import { freshDataDir, runCli, startServerProcess } from '../tests/helpers/server-process.ts';
import { serverRssMb } from './bench-load.ts';

const parallel = 20;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

// The sampler runs in a thread of its own: this thread is busy sending and reading the blobs, and its
// own delays must not count as the server's.
const samplerSource = `
  const { parentPort, workerData } = require('node:worker_threads');
  let running = true;
  const samples = [];
  parentPort.on('message', () => (running = false));
  (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(workerData + '/api/health')).arrayBuffer();
      samples.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    parentPort.postMessage(samples);
  })();
`;

/** Polls /api/health back to back (from another thread) while `work` runs; returns the latencies and the work's time. */
async function healthDuring(url: string, work: () => Promise<unknown>) {
  const sampler = new Worker(samplerSource, { eval: true, workerData: url });
  const samples = new Promise<number[]>((resolve) => sampler.once('message', resolve));
  const started = performance.now();
  await work();
  const workMs = performance.now() - started;
  sampler.postMessage('stop');
  const sorted = (await samples).sort((a, b) => a - b);
  await sampler.terminate();
  return { samples: sorted, workMs };
}

type Sampled = { samples: number[]; workMs: number };

const pooled = (runs: Sampled[]): Sampled => ({
  samples: runs.flatMap((run) => run.samples).sort((a, b) => a - b),
  workMs: runs.reduce((total, run) => total + run.workMs, 0),
});

function print(label: string, { samples, workMs }: Sampled, pid: number) {
  const f = (ms: number) => ms.toFixed(0).padStart(6);
  console.log(
    `${label.padEnd(52)} health p50 ${f(percentile(samples, 50))} ms  p99 ${f(percentile(samples, 99))} ms  max ${f(samples.at(-1) ?? 0)} ms  (n=${samples.length}); work ${f(workMs)} ms; RSS ${serverRssMb(pid)} MB`,
  );
}

/** A PNG of noise, so it does not compress: about `megabytes` MB. */
function noisePng(megabytes: number) {
  const side = Math.round(Math.sqrt((megabytes * 1_000_000) / 3));
  return encodePng(side, side, () => [randomInt(256), randomInt(256), randomInt(256)]);
}

async function ok(response: Promise<Response>, expected: number, what: string) {
  const res = await response;
  const body = await res.arrayBuffer();
  if (res.status !== expected) throw new Error(`${what}: HTTP ${res.status} ${Buffer.from(body).toString()}`);
  return body;
}

/**
 * Downloads and discards the body. Not fetch: on these two cores the bench's own reading of 96 MB
 * through web streams competed with the server it measures.
 */
function drain(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      if (res.statusCode !== 200) reject(new Error(`download: HTTP ${res.statusCode}`));
      res.on('end', resolve).on('error', reject).resume();
    }).on('error', reject);
  });
}

export async function benchBlobs(url: string, token: string, pid: number) {
  const auth = { Authorization: `Bearer ${token}` };
  const png = noisePng(4.8);
  console.log(`\nBlobs: ${parallel} parallel uploads and downloads of a ${(png.byteLength / 1e6).toFixed(1)} MB PNG`);
  print('idle', await healthDuring(url, () => new Promise((resolve) => setTimeout(resolve, 1_000))), pid);
  const uploaded: string[] = [];
  const upload = () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'shovqin.png', { type: 'image/png' }));
    return ok(fetch(`${url}/api/file`, { method: 'POST', headers: auth, body: form }), 201, 'upload').then((body) =>
      uploaded.push((JSON.parse(Buffer.from(body).toString()) as { data: { url: string } }).data.url),
    );
  };
  // Three rounds of each, their samples pooled: one round gives 15–40 health samples, whose p99 is
  // just the slowest one.
  const rounds = 3;
  const uploads = [];
  for (let round = 0; round < rounds; round++) {
    uploads.push(await healthDuring(url, () => Promise.all(Array.from({ length: parallel }, upload))));
  }
  print(`${parallel} parallel uploads, ${rounds} rounds`, pooled(uploads), pid);
  const downloads = [];
  for (let round = 0; round < rounds; round++) {
    const download = () => drain(`${url}${uploaded[round * parallel]}`);
    downloads.push(await healthDuring(url, () => Promise.all(Array.from({ length: parallel }, download))));
  }
  print(`${parallel} parallel downloads of one file, ${rounds} rounds`, pooled(downloads), pid);

  const ids = async (path: string, make: (i: number) => unknown) => {
    const made: number[] = [];
    for (let i = 0; i < 500; i++) {
      const body = await ok(
        fetch(`${url}/api${path}`, {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json' },
          body: JSON.stringify(make(i)),
        }),
        201,
        path,
      );
      made.push((JSON.parse(Buffer.from(body).toString()) as { data: { id: number } }).data.id);
    }
    return made;
  };
  const productIds = await ids('/product', (i) => ({
    name: `Sinov mahsuloti ${i}`,
    price: 1000,
    unit: 'dona',
    stock: 1,
  }));
  const day = new Date().toISOString().slice(0, 10);
  const discountIds = await ids('/discount', (i) => ({
    name: `Sinov chegirmasi ${i}`,
    type: 'percentage',
    value: 5,
    startDate: day,
    endDate: day,
    isActive: false,
  }));
  print(
    'POST /product-discount/bulk, 500 × 500 ids',
    await healthDuring(url, () =>
      ok(
        fetch(`${url}/api/product-discount/bulk`, {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ productIds, discountIds }),
        }),
        200,
        'bulk',
      ),
    ),
    pid,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // PGlite is one process's: the admin is made before the server opens the data directory.
  const dataDir = freshDataDir();
  const account = { phone: '+998900000001', password: 'bench-admin-123' };
  await runCli(
    'server/cli/user-create.ts',
    ['--phone', account.phone, '--password', account.password, '--role', 'admin'],
    dataDir,
  );
  const server = await startServerProcess({ dataDir, demoData: false, apiOnly: true, env: { LOG_LEVEL: 'warn' } });
  try {
    const signedIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    const { data } = (await signedIn.json()) as { data: { token: string } };
    await benchBlobs(server.url, data.token, server.child.pid!);
  } finally {
    await server.stop();
  }
}
