import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { uploadTurns } from '../catalog/store-upload';
import { encodePng } from '../db/seed/png';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor(await t.createUser({ passwordHash: null }));
}, 60_000);
afterAll(() => t.close());

/** An upload whose body the test sends in two halves: the second only when `finish` is called. */
async function slowUpload(png: Buffer) {
  const form = new FormData();
  form.append('file', new File([png], 'sekin.png', { type: 'image/png' }));
  const probe = new Request('http://x/', { method: 'POST', body: form });
  const bytes = new Uint8Array(await probe.arrayBuffer());
  let finish!: () => void;
  const rest = new Promise<void>((resolve) => (finish = resolve));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(bytes.subarray(0, 100));
      await rest;
      controller.enqueue(bytes.subarray(100));
      controller.close();
    },
  });
  const answer = t.app.request('/api/file', {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': probe.headers.get('Content-Type')! },
  } as RequestInit);
  return { answer, finish };
}

// Twenty 4.8 MB uploads at once held 15 MB each and took the server past 600 MB (issue 19).
describe('uploads in turns', () => {
  it('reads and checks four at a time; the others wait with their bodies unread', async () => {
    const png = encodePng(64, 64, (x, y) => [x * 4, y * 4, 0]);
    const uploads = await Promise.all(Array.from({ length: 6 }, () => slowUpload(png)));
    await expect.poll(() => uploadTurns.running).toBe(4);
    await expect.poll(() => uploadTurns.waiting).toBe(2);
    for (const upload of uploads) upload.finish();
    const statuses = await Promise.all(uploads.map(async ({ answer }) => (await answer).status));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    expect([uploadTurns.running, uploadTurns.waiting]).toEqual([0, 0]);
  });
});
