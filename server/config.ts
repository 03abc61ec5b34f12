import { resolve } from 'node:path';
import { loadPushConfig, type PushConfig } from './push/push-config';

export interface Config {
  port: number;
  /** Where the embedded database (PGlite) lives; nothing else is kept on disk. */
  dataDir: string;
  /** Set: use this PostgreSQL server instead of the embedded one. */
  databaseUrl: string | undefined;
  /** From `JWT_SECRET`; unset: a random secret made once and kept in the database (server/auth/jwt-secret.ts). */
  jwtSecret: string | undefined;
  /** Seed demo data into an empty database. Default: on for PGlite, off for PostgreSQL. */
  demoData: boolean;
  /** How many orders the demo data has (`DEMO_ORDERS`, default 20,000), and a tenth as many customers. */
  demoOrders: number;
  distDir: string;
  /** How many proxies in front of the server append to X-Forwarded-For (`TRUST_PROXY`, default 0: none). */
  trustProxy: number;
  /** Set (`S3_BUCKET`): uploads and thumbnails go to this S3-compatible bucket instead of the database. */
  s3: S3Config | undefined;
  /** After SIGTERM, how long `/api/health/ready` answers 503 while requests are still accepted (`SHUTDOWN_DELAY_MS`). */
  shutdownDelayMs: number;
  push: PushConfig;
  /** `COURIER_CASH_LIMIT` (so'm): a courier holding this much cash takes no more cash orders; unset, no limit. */
  courierCashLimit: number | null;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** A non-AWS service (MinIO, s3rver, …); path-style addressing is used then. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

const s3Config = (env: NodeJS.ProcessEnv): S3Config | undefined =>
  env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION || 'us-east-1',
        endpoint: env.S3_ENDPOINT || undefined,
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      }
    : undefined;

const wholeNumber = (value: string | undefined, name: string, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return Number(value);
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 8080),
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    demoData: env.DEMO_DATA ? env.DEMO_DATA === '1' : !databaseUrl,
    demoOrders: wholeNumber(env.DEMO_ORDERS, 'DEMO_ORDERS', 20_000),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    trustProxy: wholeNumber(env.TRUST_PROXY, 'TRUST_PROXY', 0),
    s3: s3Config(env),
    shutdownDelayMs: wholeNumber(env.SHUTDOWN_DELAY_MS, 'SHUTDOWN_DELAY_MS', 0),
    push: loadPushConfig(env),
    courierCashLimit: env.COURIER_CASH_LIMIT ? wholeNumber(env.COURIER_CASH_LIMIT, 'COURIER_CASH_LIMIT', 0) : null,
  };
}

export const pgliteDir = (config: Config) => resolve(config.dataDir, 'pglite');
