import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts } from '../../tests/helpers/accounts';
import { copyPgliteTemplate } from '../db/pglite-template';
import { freshDataDir, runCli } from '../../tests/helpers/server-process';

const before = process.env.DEMO_ORDERS;
afterEach(() => {
  if (before === undefined) delete process.env.DEMO_ORDERS;
  else process.env.DEMO_ORDERS = before;
});

describe('npm run db:seed', () => {
  it('seeds as many orders as DEMO_ORDERS says, and a tenth as many customers', async () => {
    const dataDir = freshDataDir();
    await copyPgliteTemplate(join(dataDir, 'pglite'));
    process.env.DEMO_ORDERS = '40';
    const output = await runCli('server/cli/seed.ts', [], dataDir);
    expect(output).toMatch(/order_histories\s*│\s*40\s/);
    // 4 customers (the demo customer's account is one of them), and the demo's staff accounts on top.
    const staff = Object.keys(accounts).length - 1;
    expect(output).toMatch(new RegExp(`users\\s*│\\s*${4 + staff}\\s`));
  }, 240_000); // a child process that seeds in 6 s alone took over a minute beside the browser suite in npm test
});
