import { createDecipheriv, createECDH, createPublicKey, createVerify, hkdfSync, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291). */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts an `aes128gcm` body sent to this subscription. */
  decrypt(body: Buffer): string;
  /** The private key (base64url): CDP-delivered pushes and browser tests need the raw material. */
  privateKey: string;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

export function makeTestSubscription(endpoint: string): TestSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const uaPublic = ecdh.getPublicKey();
  return {
    endpoint,
    keys: { p256dh: b64url(uaPublic), auth: b64url(auth) },
    privateKey: b64url(ecdh.getPrivateKey()),
    decrypt: (body) => decryptAes128gcm(body, ecdh, uaPublic, auth),
  };
}

/** RFC 8291 §3.4 and RFC 8188: header (salt, record size, key id = the sender's public key), then one record. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, uaPublic: Buffer, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const delimiter = padded.lastIndexOf(2); // the last record ends with 0x02, then zero padding
  if (delimiter < 0 || padded.subarray(delimiter + 1).some((byte) => byte !== 0)) throw new Error('bad padding');
  return padded.subarray(0, delimiter).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks the `Authorization: vapid t=<JWT>, k=<public key>` header (RFC 8292): an ES256 JWT signed
 * by the key in `k`, which must be `expectedKey`. Returns the claims; throws on a bad signature.
 */
export function verifyVapid(headers: IncomingHttpHeaders, expectedKey: string): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${headers.authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) throw new Error('signed with another key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = createVerify('SHA256')
    .update(`${header}.${claims}`)
    .verify({ key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('bad VAPID signature');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims;
}
