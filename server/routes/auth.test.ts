import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { signToken, tokenLifetimeSeconds } from '../auth/token';
import { users } from '../db/schema/users';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { createApp } from '../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = async (body: unknown, address?: string) =>
  t.app.request(
    '/api/auth/sign-in',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    address ? { incoming: { socket: { remoteAddress: address } } } : undefined,
  );
const me = (token: string) => t.app.request('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });

describe('POST /api/auth/sign-in', () => {
  it('returns a token that works on /me, and the user without the hash', async () => {
    const user = await t.createUser({ fullName: 'Aziz Karimov', password: 'secret-pass' });
    const res = await signIn({ phone: user.phone, password: 'secret-pass' });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.user).toMatchObject({ id: user.id, fullName: 'Aziz Karimov', role: 'admin', status: 'active' });
    expect(JSON.stringify(data)).not.toContain('scrypt');
    expect(data.user).not.toHaveProperty('passwordHash');

    const meRes = await me(data.token);
    expect(meRes.status).toBe(200);
    expect((await json(meRes)).data).toEqual(data.user);
  });

  it('normalises the phone number', async () => {
    const user = await t.createUser({ phone: '+998901112233' });
    const res = await signIn({ phone: '+998 (90) 111-22-33', password: 'password123' });
    expect(res.status).toBe(200);
    expect((await json(res)).data.user.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown phone alike', async () => {
    const user = await t.createUser();
    const wrong = await signIn({ phone: user.phone, password: 'not-the-password' });
    const unknown = await signIn({ phone: '+998911111111', password: 'password123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await json(wrong), await json(unknown)];
    expect(a).toEqual(b);
    expect(a).toEqual({ data: null, meta: { status: 401, message: 'Telefon raqam yoki parol notoʻgʻri' } });
  });

  it('refuses a user without a password hash', async () => {
    const user = await t.createUser({ passwordHash: null, role: 'user' });
    expect((await signIn({ phone: user.phone, password: 'password123' })).status).toBe(401);
  });

  it('answers 403 to a blocked user with the right password only', async () => {
    const user = await t.createUser({ status: 'blocked' });
    const res = await signIn({ phone: user.phone, password: 'password123' });
    expect(res.status).toBe(403);
    expect((await json(res)).meta.message).toMatch(/bloklangan/);
    expect((await signIn({ phone: user.phone, password: 'wrong-one' })).status).toBe(401);
  });

  it('rejects bad bodies with field paths and unknown fields', async () => {
    const res = await signIn({ phone: '12345', password: '', role: 'admin' });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.data).toBeNull();
    expect(body.meta.status).toBe(400);
    expect(body.meta.message).toBe('Maʼlumotlar notoʻgʻri');
    const paths = body.meta.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['phone', 'password', 'role']));
    expect(body.meta.errors.find((e: { path: string }) => e.path === 'phone').message).toMatch(/\+998/);
  });

  it('locks a phone out after 10 failures, with Retry-After', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 10; i++) {
      expect((await signIn({ phone: user.phone, password: 'bad' }, `10.1.0.${i}`)).status).toBe(401);
    }
    const locked = await signIn({ phone: user.phone, password: 'password123' }, '10.1.1.1');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect((await json(locked)).meta.message).toMatch(/Urinishlar juda koʻp/);
  });

  it('locks a client address out after 10 failures, whatever the phone', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await signIn({ phone: `+9989700000${String(i).padStart(2, '0')}`, password: 'bad' }, '10.2.0.1');
      expect(res.status).toBe(401);
    }
    const user = await t.createUser();
    expect((await signIn({ phone: user.phone, password: 'password123' }, '10.2.0.1')).status).toBe(429);
    expect((await signIn({ phone: user.phone, password: 'password123' }, '10.2.0.2')).status).toBe(200);
  });

  it.each([40, 200])(
    'checks at most 10 of %i parallel wrong guesses for one phone; the right password then still gets 429',
    async (n) => {
      const user = await t.createUser();
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          signIn({ phone: user.phone, password: `guess-${i}` }, `10.3.${n % 256}.${i % 250}`),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      const right = await signIn({ phone: user.phone, password: 'password123' }, '10.4.0.1');
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('Retry-After'))).toBeGreaterThan(0);
    },
    60_000,
  );

  it('checks at most 10 of 200 parallel guesses from one address, whatever the phones', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signIn({ phone: `+9989710${String(i).padStart(5, '0')}`, password: 'bad' }, '10.5.0.1'),
      ),
    );
    expect(answers.filter((res) => res.status === 401).length).toBeLessThanOrEqual(10);
    expect(answers.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(190);
  }, 60_000);

  it('keeps a lock-out in the database: another app instance on it (or after a restart) still refuses', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 10; i++) await signIn({ phone: user.phone, password: 'bad' }, `10.6.0.${i}`);
    const other = createApp({ db: t.db, dbKind: 'pglite', config: t.config });
    const res = await other.request(
      '/api/auth/sign-in',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone: user.phone, password: 'password123' }),
      },
      { incoming: { socket: { remoteAddress: '10.6.1.1' } } },
    );
    expect(res.status).toBe(429);
  });

  it('does not count successful sign-ins against an address (an office behind one NAT)', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 12; i++)
      expect((await signIn({ phone: user.phone, password: 'password123' }, '10.7.0.1')).status).toBe(200);
  }, 60_000);
});

describe('GET /api/auth/me', () => {
  it('needs a token', async () => {
    const res = await t.app.request('/api/auth/me');
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ data: null, meta: { status: 401, message: 'Avval tizimga kiring' } });
  });

  it('refuses a forged token', async () => {
    const user = await t.createUser();
    const token = await t.signIn(user.phone, 'password123');
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: user.id, role: 'superadmin', exp: 4_000_000_000 }),
    ).toString('base64url');
    expect((await me(`${header}.${forgedPayload}.${token.split('.')[2]}`)).status).toBe(401);
    expect((await me(`${header}.${payload}.AAAA`)).status).toBe(401);
    expect((await me('not-a-jwt')).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await t.createUser();
    const issued = Date.now() - (tokenLifetimeSeconds + 1) * 1000;
    const token = await signToken(user, await resolveJwtSecret(t.db, t.config), issued);
    const res = await me(token);
    expect(res.status).toBe(401);
    expect((await json(res)).meta.message).toBe('Sessiya muddati tugagan, qaytadan kiring');
  });

  it('refuses the token of a user blocked or deleted after sign-in', async () => {
    const blocked = await t.createUser();
    const deleted = await t.createUser();
    const blockedToken = await t.signIn(blocked.phone, 'password123');
    const deletedToken = await t.signIn(deleted.phone, 'password123');
    expect((await me(blockedToken)).status).toBe(200);

    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));
    await t.db.delete(users).where(eq(users.id, deleted.id));
    const res = await me(blockedToken);
    expect(res.status).toBe(401);
    expect((await json(res)).meta.message).toMatch(/bloklangan/);
    expect((await me(deletedToken)).status).toBe(401);
  });
});
