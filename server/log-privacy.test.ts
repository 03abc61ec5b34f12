import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';
import { users } from './db/schema/users';
import { createLogger, logOptions, logger } from './log';

const secret = 'maxfiy-kalit-Zq8vR2mX';
const phone = '+998977654321';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ phone, passwordHash: null });
  // Statements that fail with the secret and the phone among their parameters.
  t.app.get('/api/test-cast', async (c) => c.json(await c.var.db.execute(sql`select ${secret}::int as n, ${phone}`)));
  t.app.get('/api/test-duplicate', async (c) =>
    c.json(await c.var.db.insert(users).values({ fullName: 'Ikkinchi', phone, passwordHash: secret })),
  );
}, 60_000);
afterAll(() => t.close());

/** Writes `objects` through a logger built as the server's is, and returns the lines. */
function logged(objects: unknown[]): string {
  let text = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const log = createLogger(sink, { ...logOptions, level: 'info' });
  for (const object of objects) log.error(object as object, 'request failed');
  return text;
}

describe('the log keeps no personal data or secrets', () => {
  it('logs a failed statement by its SQLSTATE, constraint and request id, never its parameters or detail', async () => {
    const errorLog = vi.spyOn(logger, 'error');
    try {
      const cast = await t.app.request('/api/test-cast', { headers: { 'X-Request-Id': 'cast-1' } });
      const duplicate = await t.app.request('/api/test-duplicate', { headers: { 'X-Request-Id': 'dup-1' } });
      expect([cast.status, duplicate.status]).toEqual([500, 500]);
      const text = logged(errorLog.mock.calls.map(([object]) => object));
      expect(text).not.toContain(secret);
      expect(text).not.toContain(phone);
      expect(text).not.toContain('998977654321');
      const lines = text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, any>);
      expect(lines).toEqual([
        expect.objectContaining({ reqId: 'cast-1', err: { type: 'DatabaseError', code: '22P02' } }),
        expect.objectContaining({
          reqId: 'dup-1',
          err: expect.objectContaining({ type: 'DatabaseError', code: '23505', constraint: 'users_phone_unique' }),
        }),
      ]);
    } finally {
      errorLog.mockRestore();
    }
  });

  it('still logs other errors with their message and stack', () => {
    const [line] = logged([{ err: new Error('kutilmagan holat') }])
      .trim()
      .split('\n');
    expect(JSON.parse(line!).err).toMatchObject({ type: 'Error', message: 'kutilmagan holat' });
  });
});
