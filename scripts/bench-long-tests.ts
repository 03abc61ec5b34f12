import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/**
 * The long runs `npm test` and CI leave to the bench (TEST_BENCH=1): the whole demo seed, the fuzz's 2,500 cases, the
 * export of 100,000 orders and 200 days of a courier's shifts.
 */
const longTestFiles = [
  'server/demo-seed.test.ts',
  'server/input-fuzz.test.ts',
  'server/routes/order-history-export-size.test.ts',
  'server/shifts/shift-sums.test.ts',
];

/**
 * Runs them in Vitest, on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set as for the tests, and prints how long
 * they took and Vitest's summary. True when they passed.
 */
export async function runLongTests(): Promise<boolean> {
  const started = performance.now();
  const child = spawn('npx', ['vitest', 'run', '--project', 'server', ...longTestFiles], {
    env: { ...process.env, TEST_BENCH: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const plain = stripVTControlCharacters(output);
  const passed = code === 0;
  console.log(
    `${longTestFiles.join(', ')}: ${passed ? 'passed' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const lines = plain.split('\n');
  const shown = passed ? lines.filter((line) => /\.test\.ts \(|Tests /.test(line)) : lines.slice(-60);
  console.log(shown.join('\n'));
  return passed;
}
