import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt is memory-hard and built into Node. N=2^15, r=8 uses 32 MiB and takes
// tens of milliseconds: slow for a guesser, fine for a sign-in.
const params: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;

function derive(password: string, salt: Buffer, N: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...params, N }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * Returns `scrypt$N$r$p$salt$hash` (base64 parts), so parameters can change later. `N` is lowered
 * only by tests (tests/helpers/test-app.ts), whose hundreds of users would otherwise cost 0.1 s of
 * CPU each; the hash carries it, so they are verified exactly as real ones are.
 */
export async function hashPassword(password: string, N = params.N!): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N);
  return ['scrypt', N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      Buffer.from(salt, 'base64'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: params.maxmem },
      (err, k) => (err ? reject(err) : resolve(k)),
    ),
  );
  return timingSafeEqual(key, expected);
}
