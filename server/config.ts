import { resolve } from 'node:path';
import { loadPushConfig, type PushConfig } from './push/push-config';

export interface Config {
  port: number;
  /** Where the embedded database, uploads and the generated JWT secret live. */
  dataDir: string;
  /** Set: use this PostgreSQL server instead of the embedded one. */
  databaseUrl: string | undefined;
  /** From `JWT_SECRET`; unset: a random secret kept in `dataDir` (server/auth). */
  jwtSecret: string | undefined;
  /** Seed demo data into an empty database. Default: on for PGlite, off for PostgreSQL. */
  demoData: boolean;
  distDir: string;
  push: PushConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 8080),
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    demoData: env.DEMO_DATA ? env.DEMO_DATA === '1' : !databaseUrl,
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    push: loadPushConfig(env),
  };
}

export const pgliteDir = (config: Config) => resolve(config.dataDir, 'pglite');
export const uploadsDir = (config: Config) => resolve(config.dataDir, 'uploads');
