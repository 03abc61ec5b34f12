// The lint's layer rules, tried on code that breaks them: each import below must be refused.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Only the rules about imports run on these probes, so no type information is built: building it
// for the whole project took 12 s of CPU, for rules that read types and never imports.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) =>
    ruleId.startsWith('boundaries/') || ruleId.startsWith('file-names/') || ruleId === 'no-restricted-imports',
});

async function refusals(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
}

describe('the lint keeps the layers apart', () => {
  it('refuses a feature importing another feature or the app', async () => {
    const code =
      "import { orderKeys } from '../../orders/api/order-keys';\nimport { App } from '../../../app/app';\nexport const x = [orderKeys, App];\n";
    expect(await refusals('src/features/users/components/user-orders.tsx', code)).toEqual([
      'boundaries/dependencies',
      'boundaries/dependencies',
    ]);
  });

  it('lets a feature import itself and the shared layers', async () => {
    const code =
      "import { http } from '../../../lib/http/http';\nimport type { User } from '../../../contract/user';\nexport const x: [typeof http, User | null] = [http, null];\n";
    expect(await refusals('src/features/users/components/user-orders.tsx', code)).toEqual([]);
  });

  it('lets a feature and the app read through src/api, and keeps src/api below them', async () => {
    const read = "import { productKeys } from '../../../api/product';\nexport const x = productKeys;\n";
    expect(await refusals('src/features/banners/api/banner-mutations.ts', read)).toEqual([]);
    expect(
      await refusals(
        'src/app/router.tsx',
        "import { productKeys } from '../api/product';\nexport const x = productKeys;\n",
      ),
    ).toEqual([]);
    const up =
      "import { orderMutationKeys } from '../features/orders/api/order-keys';\nimport { Loading } from '../components/loading';\nimport { App } from '../app/app';\nexport const x = [orderMutationKeys, Loading, App];\n";
    expect(await refusals('src/api/product.ts', up)).toEqual([
      'boundaries/dependencies',
      'boundaries/dependencies',
      'boundaries/dependencies',
    ]);
    expect(
      await refusals(
        'src/lib/money.ts',
        "import { productKeys } from '../api/product';\nexport const x = productKeys;\n",
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it('refuses lib or components reaching up, contract importing ours, and the server importing the app', async () => {
    expect(
      await refusals(
        'src/lib/money.ts',
        "import { StatusTag } from '../components/status-tag';\nexport const x = StatusTag;\n",
      ),
    ).toEqual(['boundaries/dependencies']);
    expect(
      await refusals(
        'src/components/status-tag.tsx',
        "import * as phone from '../features/auth/phone';\nexport const x = phone;\n",
      ),
    ).toEqual(['boundaries/dependencies']);
    expect(
      await refusals('src/contract/user.ts', "import { http } from '../lib/http/http';\nexport const x = http;\n"),
    ).toEqual(['boundaries/dependencies']);
    expect(
      await refusals('server/app.ts', "import { http } from '../src/lib/http/http';\nexport const x = http;\n"),
    ).toEqual(['boundaries/dependencies']);
  });

  it('keeps the HTTP client and the pure helpers free of the offline cache and the QueryClient', async () => {
    const offline = "import { queryClient } from '../offline/query-client';\nexport const x = queryClient;\n";
    expect(await refusals('src/lib/http/http.ts', offline)).toEqual(['boundaries/dependencies']);
    expect(
      await refusals(
        'src/lib/session.ts',
        "import { signOut } from './offline/sign-out';\nexport const x = signOut;\n",
      ),
    ).toEqual(['boundaries/dependencies']);
    expect(
      await refusals(
        'src/lib/offline/offline-cache.ts',
        "import { http } from '../http/http';\nexport const x = http;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a file or folder name that is not kebab-case', async () => {
    const code = 'export const x = 1;\n';
    expect(await refusals('src/lib/http/HttpClient.ts', code)).toEqual(['file-names/kebab-case']);
    expect(await refusals('src/features/orders/courierChange/use-courier-change.ts', code)).toEqual([
      'file-names/kebab-case',
    ]);
    expect(await refusals('src/features/orders/courier-change/use-courier-change.test.ts', code)).toEqual([]);
  });

  it('refuses vitest in production code', async () => {
    expect(await refusals('server/app.ts', "import { expect } from 'vitest';\nexport const x = expect;\n")).toEqual([
      'no-restricted-imports',
    ]);
  });
});
