import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('hash with scrypt N=2^15 by default, and verify only the same password', async () => {
    const stored = await hashPassword('Parol-123');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Parol-123', stored)).toBe(true);
    expect(await verifyPassword('parol-123', stored)).toBe(false);
  });

  it('verify a hash by the parameters it carries', async () => {
    const cheap = await hashPassword('Parol-123', 2 ** 10);
    expect(cheap).toMatch(/^scrypt\$1024\$/);
    expect(await verifyPassword('Parol-123', cheap)).toBe(true);
    expect(await verifyPassword('Parol-1234', cheap)).toBe(false);
  });

  it('refuse what is not one of its hashes', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
  });
});
