import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, read, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memoryHeld } from '../../tests/helpers/memory-held';
import { addOrder, makePeople } from '../../tests/helpers/order-data';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { findOrderHistory, type OrderHistoryJoined } from '../queries/order-history-select';
import { xlsxStream } from './xlsx';

// exceljs compresses the sheet on libuv's thread pool. On a busy machine the pool falls behind, and rows the
// writer kept making waited in memory uncompressed: 45 MB at 100,000 rows in a CI run. Here the pool is held
// back on purpose while 40,000 rows (about 18 MB of sheet XML) stream out to a reader that takes every byte.
// That test runs in .ci/run's PostgreSQL pass (TEST_LONG=1) only: its time is the pool's, held for up to 15 s
// then caught up; 7 s alone, over 30 s beside two busy cores, and past two minutes beside the browser suite.
const long = process.env.TEST_LONG === '1';
let t: TestApp;
let row: OrderHistoryJoined;
beforeAll(async () => {
  t = await createTestApp();
  const people = await makePeople(t);
  const order = await addOrder(t, people.customer.user, { status: 'delivered', courierId: people.courier.user.id });
  row = (await findOrderHistory(t.db, order.id))!;
});
afterAll(() => t.close());

/**
 * Keeps libuv's threads away from the zip 450 ms of every 500 without using the CPU, for at most `seconds`: each
 * is parked on a one-byte read from a named pipe, and a synchronous write from this thread (which needs no pool
 * thread) lets them all go. The limit frees the pool even if the test is stopped: the deflate then catches up,
 * and the next file in this worker finds the pool working.
 */
async function holdThreadPool(going: () => boolean, seconds: number) {
  const until = Date.now() + seconds * 1000;
  const dir = mkdtempSync(join(tmpdir(), 'yetkaz-pool-'));
  const fifo = join(dir, 'pool');
  execFileSync('mkfifo', [fifo]);
  // Read and write: on Linux that opens a named pipe at once, without waiting for the other end.
  const fd = openSync(fifo, 'r+');
  const parkOne = promisify(read);
  const poolSize = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  try {
    while (going() && Date.now() < until) {
      const parked = Array.from({ length: poolSize }, () => parkOne(fd, Buffer.alloc(1), 0, 1, null));
      await sleep(450);
      writeSync(fd, Buffer.alloc(poolSize));
      await Promise.all(parked);
      await sleep(50);
    }
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Batches of one order repeated, each after a turn of the event loop, as a database read would give them. */
async function* batches(count: number, size: number) {
  for (let i = 0; i < count; i++) {
    await new Promise(setImmediate);
    yield Array.from({ length: size }, () => row);
  }
}

it('stops reading rows once the download is cancelled', async () => {
  let pulled = 0;
  let ended = false;
  async function* endless() {
    try {
      for (;;) {
        await new Promise(setImmediate);
        pulled++;
        yield Array.from({ length: 1000 }, () => row);
      }
    } finally {
      ended = true;
    }
  }
  const reader = xlsxStream(endless()).getReader();
  await reader.read();
  await reader.cancel();
  await expect.poll(() => ended).toBe(true);
  const atEnd = pulled;
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(pulled).toBe(atEnd);
});

it.runIf(long)(
  'holds a bounded part of the sheet while the zip is behind, not the rows made meanwhile',
  async () => {
    let exporting = true;
    const heldPool = holdThreadPool(() => exporting, 15);
    const held = () => memoryHeld().arrayBuffers;
    const base = held();
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, held() - base)), 200);
    let bytes = 0;
    try {
      for await (const chunk of xlsxStream(batches(40, 1000))) bytes += chunk.byteLength;
    } finally {
      exporting = false;
      clearInterval(sampler);
      await heldPool;
    }
    const mb = (n: number) => Math.round(n / 1024 / 1024);
    console.info(`xlsx of 40,000 rows: ${mb(bytes)} MB out, buffers peaked ${mb(peak)} MB above the start`);
    expect(bytes).toBeGreaterThan(1024 * 1024);
    expect(mb(peak)).toBeLessThan(10);
  },
  120_000,
);
