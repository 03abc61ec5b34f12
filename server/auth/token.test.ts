import { describe, expect, it } from 'vitest';
import { sign } from 'hono/jwt';
import { signToken, tokenLifetimeSeconds, verifyToken } from './token';

const secret = 'test-secret';

describe('tokens', () => {
  it('carry sub, role and a 7-day exp', async () => {
    const now = Date.UTC(2026, 0, 1);
    const token = await signToken({ id: 7, role: 'courier' }, secret, now);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ sub: 7, role: 'courier', exp: now / 1000 + tokenLifetimeSeconds });
    expect(tokenLifetimeSeconds).toBe(7 * 24 * 3600);
  });

  it('verify to the user id, and not after they expire', async () => {
    expect((await verifyToken(await signToken({ id: 3, role: 'admin' }, secret), secret))?.userId).toBe(3);
    const expired = await signToken({ id: 3, role: 'admin' }, secret, Date.now() - (tokenLifetimeSeconds + 60) * 1000);
    expect(await verifyToken(expired, secret)).toBeNull();
  });

  it('refuse another secret, another algorithm and a token without exp', async () => {
    expect(await verifyToken(await signToken({ id: 3, role: 'admin' }, 'other'), secret)).toBeNull();
    expect(await verifyToken(await sign({ sub: 3, exp: 4_000_000_000 }, secret, 'HS512'), secret)).toBeNull();
    expect(await verifyToken(await sign({ sub: 3 }, secret, 'HS256'), secret)).toBeNull();
    expect(await verifyToken(await sign({ sub: '3', exp: 4_000_000_000 }, secret, 'HS256'), secret)).toBeNull();
  });
});
