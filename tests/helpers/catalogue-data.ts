// Test data and shared assertions for the catalogue route tests.
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { People } from './order-data';
import { json, type TestApp } from './test-app';
import { brands } from '../../server/db/schema/brands';
import { categories } from '../../server/db/schema/categories';
import { files } from '../../server/db/schema/files';

let fileCounter = 0;

/** A `files` row without bytes on disk (enough for references). */
export async function addFile(t: TestApp) {
  const key = `test-${process.pid}-${++fileCounter}.png`;
  const [row] = await t.db
    .insert(files)
    .values({ name: key, mime: 'image/png', size: 10, storageKey: key, url: `/uploads/${key}` })
    .returning();
  return row!;
}

export async function addBrand(t: TestApp, name: string) {
  const [row] = await t.db.insert(brands).values({ name }).returning();
  return row!;
}

export async function addCategory(t: TestApp, name: string, parentId?: number) {
  const [row] = await t.db.insert(categories).values({ name, parentId }).returning();
  return row!;
}

export const countRows = async (t: TestApp, table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]!.n;

export interface BadInput {
  body: unknown;
  /** The `errors[].path` the answer must name. */
  path: string;
}

/** Each body is refused with 400 naming its field, and nothing is written to `tables`. */
export async function expectRefused(
  t: TestApp,
  tables: PgTable[],
  cases: BadInput[],
  send: (body: unknown) => Promise<Response>,
) {
  const before = await Promise.all(tables.map((table) => countRows(t, table)));
  for (const { body, path } of cases) {
    const res = await send(body);
    const label = `${JSON.stringify(body).slice(0, 200)} → ${path}`;
    expect(res.status, label).toBe(400);
    const errors: { path: string; message: string }[] = (await json(res)).meta.errors ?? [];
    expect(
      errors.map((e) => e.path),
      label,
    ).toContain(path);
    for (const e of errors) expect(e.message, label).toMatch(/\S/);
  }
  expect(await Promise.all(tables.map((table) => countRows(t, table)))).toEqual(before);
}

/** Admin and superadmin get past the guards; courier and customer get 403; no token 401. */
export async function expectAdminOnly(
  p: People,
  send: (token: string | undefined) => Promise<Response>,
  label: string,
) {
  for (const who of [p.admin, p.superadmin]) {
    const status = (await send(who.token)).status;
    expect(status, `${label} as ${who.user.role}`).not.toBe(401);
    expect(status, `${label} as ${who.user.role}`).not.toBe(403);
  }
  expect((await send(p.courier.token)).status, `${label} as courier`).toBe(403);
  expect((await send(p.customer.token)).status, `${label} as user`).toBe(403);
  expect((await send(undefined)).status, `${label} without a token`).toBe(401);
}
