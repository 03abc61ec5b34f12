import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { clientAddress } from './client-address';
import type { AppEnv } from './env';

const appTrusting = (trustProxy: number) =>
  new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('config', { trustProxy } as Config);
      await next();
    })
    .get('/', (c) => c.text(clientAddress(c)));

const addressSeen = async (trustProxy: number, forwardedFor?: string) => {
  const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
  const res = await appTrusting(trustProxy).request(
    '/',
    { headers },
    { incoming: { socket: { remoteAddress: '10.0.0.9' } } },
  );
  return res.text();
};

describe('clientAddress', () => {
  it('is the socket’s peer by default: X-Forwarded-For is not believed (TRUST_PROXY=0)', async () => {
    expect(await addressSeen(0)).toBe('10.0.0.9');
    expect(await addressSeen(0, '203.0.113.7')).toBe('10.0.0.9');
  });

  it('behind n trusted proxies, is the entry the outermost one appended; what the client wrote is ignored', async () => {
    expect(await addressSeen(1, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(1, '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(2, '1.2.3.4, 203.0.113.7, 10.0.0.5')).toBe('203.0.113.7');
    // Fewer entries than trusted hops: the leftmost there is.
    expect(await addressSeen(3, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(1)).toBe('10.0.0.9');
  });
});
