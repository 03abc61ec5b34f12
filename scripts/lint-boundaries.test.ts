// The lint's layer rules, tried on code that breaks them: each import below must be refused.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Probe {
  path: string;
  code: string;
  refused: string[];
}

const feature = (file: string, code: string, refused: string[]): Probe => ({
  path: `src/features/users/components/${file}`,
  code,
  refused,
});
const probe = (path: string, code: string, refused: string[]): Probe => ({ path, code, refused });
const layer = 'boundaries/dependencies';
const name = 'file-names/kebab-case';

const probes = {
  featureReachingOut: feature(
    'user-orders.tsx',
    "import { orderKeys } from '../../orders/api/order-keys';\nimport { App } from '../../../app/app';\nexport const x = [orderKeys, App];\n",
    [layer, layer],
  ),
  featureReadingShared: feature(
    'user-row.tsx',
    "import { http } from '../../../lib/http/http';\nimport type { User } from '../../../contract/user';\nexport const x: [typeof http, User | null] = [http, null];\n",
    [],
  ),
  featureReadingApi: probe(
    'src/features/banners/api/banner-mutations.ts',
    "import { productKeys } from '../../../api/product';\nexport const x = productKeys;\n",
    [],
  ),
  appReadingApi: probe(
    'src/app/router.tsx',
    "import { productKeys } from '../api/product';\nexport const x = productKeys;\n",
    [],
  ),
  apiReachingUp: probe(
    'src/api/product.ts',
    "import { orderMutationKeys } from '../features/orders/api/order-keys';\nimport { Loading } from '../components/loading';\nimport { App } from '../app/app';\nexport const x = [orderMutationKeys, Loading, App];\n",
    [layer, layer, layer],
  ),
  libReadingApi: probe(
    'src/lib/money.ts',
    "import { productKeys } from '../api/product';\nexport const x = productKeys;\n",
    [layer],
  ),
  libReadingComponents: probe(
    'src/lib/format.ts',
    "import { StatusTag } from '../components/status-tag';\nexport const x = StatusTag;\n",
    [layer],
  ),
  componentsReadingFeature: probe(
    'src/components/status-tag.tsx',
    "import * as phone from '../features/auth/phone';\nexport const x = phone;\n",
    [layer],
  ),
  contractReadingLib: probe(
    'src/contract/user.ts',
    "import { http } from '../lib/http/http';\nexport const x = http;\n",
    [layer],
  ),
  serverReadingApp: probe('server/app.ts', "import { http } from '../src/lib/http/http';\nexport const x = http;\n", [
    layer,
  ]),
  httpReadingOffline: probe(
    'src/lib/http/http.ts',
    "import { queryClient } from '../offline/query-client';\nexport const x = queryClient;\n",
    [layer],
  ),
  helperReadingOffline: probe(
    'src/lib/session.ts',
    "import { signOut } from './offline/sign-out';\nexport const x = signOut;\n",
    [layer],
  ),
  offlineReadingHttp: probe(
    'src/lib/offline/offline-cache.ts',
    "import { http } from '../http/http';\nexport const x = http;\n",
    [],
  ),
  camelCaseFile: probe('src/lib/http/HttpClient.ts', 'export const x = 1;\n', [name]),
  camelCaseFolder: probe('src/features/orders/courierChange/use-courier-change.ts', 'export const x = 1;\n', [name]),
  kebabCaseTest: probe('src/features/orders/courier-change/use-courier-change.test.ts', 'export const x = 1;\n', []),
  vitestInServer: probe('server/index.ts', "import { expect } from 'vitest';\nexport const x = expect;\n", [
    'no-restricted-imports',
  ]),
} satisfies Record<string, Probe>;

type ProbeName = keyof typeof probes;
const found = {} as Record<ProbeName, string[]>;
let root: string;

/** The rule of a diagnostic as eslint.config.js named it: `boundaries(dependencies)` → `boundaries/dependencies`. */
const ruleOf = (code: string) => code.replace(/^eslint\((.*)\)$/, '$1').replace(/^(.*)\((.*)\)$/, '$1/$2');
const watched = (rule: string) =>
  rule.startsWith('boundaries/') || rule.startsWith('file-names/') || rule === 'no-restricted-imports';

// The probes are written into a copy of the tree (the lint resolves their imports to real files), never into it:
// npm test lints and type-checks the tree while this runs. One oxlint run lints every probe.
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'yetkaz-lint-'));
  await Promise.all(
    ['src', 'server', 'oxlint.config.mjs', 'scripts/lint'].map((path) =>
      cp(path, join(root, path), { recursive: true }),
    ),
  );
  await symlink(join(process.cwd(), 'node_modules'), join(root, 'node_modules'));
  const entries = Object.entries(probes) as [ProbeName, Probe][];
  // One file per probe: two probes at one path would lint only the last one written.
  expect(new Set(entries.map(([, { path }]) => path)).size).toBe(entries.length);
  for (const [, { path, code }] of entries) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), code);
  }
  const lint = join(process.cwd(), 'node_modules/.bin/oxlint');
  const paths = entries.map(([, { path }]) => path);
  const { stdout } = await promisify(execFile)(lint, ['-c', 'oxlint.config.mjs', '--format', 'json', ...paths], {
    cwd: root,
  }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  const { diagnostics } = JSON.parse(stdout) as { diagnostics: { code: string; filename: string }[] };
  for (const [key, { path }] of entries) {
    found[key] = diagnostics
      .filter((d) => d.filename === path)
      .map((d) => ruleOf(d.code))
      .filter(watched);
  }
}, 60_000);

afterAll(() => rm(root, { recursive: true, force: true }));

const refused = (key: ProbeName) => expect(found[key]).toEqual(probes[key].refused);

describe('the lint keeps the layers apart', () => {
  it('refuses a feature importing another feature or the app', () => refused('featureReachingOut'));

  it('lets a feature import itself and the shared layers', () => refused('featureReadingShared'));

  it('lets a feature and the app read through src/api, and keeps src/api below them', () => {
    refused('featureReadingApi');
    refused('appReadingApi');
    refused('apiReachingUp');
    refused('libReadingApi');
  });

  it('refuses lib or components reaching up, contract importing ours, and the server importing the app', () => {
    refused('libReadingComponents');
    refused('componentsReadingFeature');
    refused('contractReadingLib');
    refused('serverReadingApp');
  });

  it('keeps the HTTP client and the pure helpers free of the offline cache and the QueryClient', () => {
    refused('httpReadingOffline');
    refused('helperReadingOffline');
    refused('offlineReadingHttp');
  });

  it('refuses a file or folder name that is not kebab-case', () => {
    refused('camelCaseFile');
    refused('camelCaseFolder');
    refused('kebabCaseTest');
  });

  it('refuses vitest in production code', () => refused('vitestInServer'));
});
