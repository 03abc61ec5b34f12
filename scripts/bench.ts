// npm run bench: starts the product as `npm start` does on a fresh data
// directory (seed included), then times the API. Prints figures; asserts nothing.
import { accounts } from '../tests/helpers/accounts.ts';
import { startServerProcess } from '../tests/helpers/server-process.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(label: string, n: number, call: () => Promise<Response>) {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const response = await call();
    bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(1).padStart(7);
  console.log(`${label.padEnd(40)} median ${f(percentile(samples, 50))} ms   p95 ${f(percentile(samples, 95))} ms   ${bytes} B   (n=${n})`);
}

const started = performance.now();
const server = await startServerProcess({ demoData: true });
console.log(`Cold start with seed (dist already built): ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

try {
  const signIn = () =>
    fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(accounts.admin),
    });
  const { data } = await (await signIn()).json();
  const auth = { headers: { Authorization: `Bearer ${data.token}` } };

  await time('GET /api/health', rounds, () => fetch(`${server.url}/api/health`));
  await time('GET /api/auth/me', rounds, () => fetch(`${server.url}/api/auth/me`, auth));
  // Deliberately slow: scrypt with 32 MiB per sign-in.
  await time('POST /api/auth/sign-in', Math.min(rounds, 20), signIn);
  await time('GET / (index.html, SPA shell)', rounds, () => fetch(`${server.url}/`));
} finally {
  await server.stop();
}
