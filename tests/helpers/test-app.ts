import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '../../server/app';
import { resolveJwtSecret } from '../../server/auth/jwt-secret';
import { hashPassword } from '../../server/auth/password';
import { signToken } from '../../server/auth/token';
import type { Config } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/client';
import { createVersionCache } from '../../server/db/version-cache';
import { loadPushConfig } from '../../server/push/push-config';
import { users } from '../../server/db/schema/users';
import type { UserRow } from '../../server/dto/user';
import { createResponseCheck } from './api-document-check';
import { freshDatabase } from './fresh-database';

export type NewUserFields = Partial<typeof users.$inferInsert> & { password?: string };

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  close(): Promise<void>;
  /** Signs in through the API and returns the token; throws unless it answers 200. */
  signIn(phone: string, password: string): Promise<string>;
  /** An active admin with password `password123` unless told otherwise. */
  createUser(fields?: NewUserFields): Promise<UserRow>;
  /** A valid token for `user` without the cost of a sign-in. */
  tokenFor(user: Pick<UserRow, 'id' | 'role'>): Promise<string>;
  /** `app.request` with an optional bearer token and JSON body; its answer checked against the API document. */
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

let phoneCounter = 0;
const nextPhone = () =>
  `+99899${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(4, '0')}`;

export interface TestAppOptions {
  /** Keep table_versions in memory as a started server does (LISTEN); by default every read queries it. */
  listening?: boolean;
}

/** A server's configuration for a test: no demo data, no push, no app build, files under `dataDir`. */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    databaseUrl: undefined,
    jwtSecret: undefined,
    demoData: false,
    demoOrders: 0,
    push: loadPushConfig({}),
    distDir: join(dataDir, 'dist-missing'),
    trustProxy: 0,
    s3: undefined,
    shutdownDelayMs: 0,
    courierCashLimit: null,
    ...overrides,
    dataDir,
  };
}

/** The app on a fresh, migrated database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  { listening = false }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'yetkaz-test-')));
  const config = testConfig(dataDir, overrides);
  const fresh = await freshDatabase();
  const database = openDatabase(fresh.open);
  await database.migrate();
  const versions = createVersionCache(database.db);
  if (listening) await versions.listen(database.listen);
  const app = createApp({ db: database.db, dbKind: database.kind, config, versions });
  const checkResponse = createResponseCheck(app);

  return {
    app,
    db: database.db,
    config,
    async close() {
      await versions.stop();
      await database.close();
      await fresh.drop();
      if (!overrides.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
    async signIn(phone, password) {
      const res = await app.request('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone, password }),
      });
      if (res.status !== 200) throw new Error(`sign-in as ${phone} answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as { data: { token: string } };
      return body.data.token;
    },
    tokenFor: async (user) => signToken(user, await resolveJwtSecret(database.db, config)),
    async call(method, path, { token, body, headers = {} } = {}) {
      const all: Record<string, string> = { ...headers };
      if (token) all.Authorization = `Bearer ${token}`;
      if (body !== undefined) all['Content-Type'] = 'application/json';
      const res = await app.request(path, {
        method,
        headers: all,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      await checkResponse(method, path, res);
      return res;
    },
    async createUser({ password = 'password123', ...fields } = {}) {
      const [row] = await database.db
        .insert(users)
        .values({
          fullName: 'Sinov Foydalanuvchi',
          phone: nextPhone(),
          role: 'admin',
          status: 'active',
          // scrypt is slow on purpose: skip it when the caller sets the hash (or null) itself.
          passwordHash: 'passwordHash' in fields ? fields.passwordHash : await hashPassword(password, 2 ** 10),
          ...fields,
        })
        .returning();
      return row!;
    },
  };
}

/** A response body for assertions (`any`: each test checks the shape it expects). */
export const json = (res: Response): Promise<any> => res.json();
