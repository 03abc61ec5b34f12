import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The status the stub answered. */
  status: number;
  /** `performance.now()` when the request had fully arrived. */
  receivedAt: number;
}

export interface PushServiceStub {
  /** `https://127.0.0.1:<port>`: put it in PUSH_ALLOWED_ORIGINS. */
  origin: string;
  /** The self-signed certificate (PEM) the sender must trust. */
  certificate: string;
  /** Its file, for NODE_EXTRA_CA_CERTS of a sending child process. */
  certificateFile: string;
  received: ReceivedPush[];
  /** Statuses to answer next, in order; afterwards 201. */
  answerNext(...statuses: number[]): void;
  /** Resolves once `count` pushes have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  /** A push service that hangs: pushes arriving from now on get no answer until `release()`. */
  hold(): { release(): void };
  /** Pushes held unanswered whose sender is still waiting (connection open). */
  readonly holding: number;
  /** Resolves once `count` pushes are held. */
  waitForHeld(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface StubCertificate {
  dir: string;
  key: string;
  cert: string;
  certFile: string;
}

/** A self-signed certificate for 127.0.0.1 and localhost, made with the system's openssl. */
export function makeStubCertificate(): StubCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'yetkaz-push-stub-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { dir, key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8'), certFile: cert };
}

/** A certificate made earlier by makeStubCertificate, read back from its directory. */
export const stubCertificateIn = (dir: string): StubCertificate => ({
  dir,
  key: readFileSync(join(dir, 'key.pem'), 'utf8'),
  cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
  certFile: join(dir, 'cert.pem'),
});

/**
 * A push service (RFC 8030) on 127.0.0.1 over HTTPS that records every push and answers 201 unless
 * told otherwise. A server process started earlier can be pointed at a port and certificate chosen
 * in advance (tests/e2e/global-setup.ts).
 */
export async function startPushServiceStub(
  given: { port?: number; certificate?: StubCertificate } = {},
): Promise<PushServiceStub> {
  const { dir, key, cert, certFile } = given.certificate ?? makeStubCertificate();
  const received: ReceivedPush[] = [];
  const scripted: number[] = [];
  const waiters: (() => void)[] = [];
  const wakeAll = () => waiters.splice(0).forEach((wake) => wake());
  let held: Promise<void> | null = null;
  let holding = 0;

  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = () => {
        const status = scripted.shift() ?? 201;
        received.push({
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
          status,
          receivedAt: performance.now(),
        });
        res.writeHead(status, status === 429 || status === 503 ? { 'Retry-After': '0' } : {}).end();
        wakeAll();
      };
      if (!held) return answer();
      let open = true;
      const leave = () => {
        if (open) holding--;
        open = false;
      };
      holding++;
      res.on('close', leave);
      wakeAll();
      void held.then(() => {
        const waiting = open;
        leave();
        if (waiting) answer();
      });
    });
  });
  /** Waits, woken by every arrival, until `done()` holds. */
  async function until(done: () => boolean, timeoutMs: number, failure: () => string) {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(failure());
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, 100);
      });
    }
  }
  await new Promise<void>((done) => server.listen(given.port ?? 0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `https://127.0.0.1:${port}`,
    certificate: cert,
    certificateFile: certFile,
    received,
    answerNext: (...statuses) => void scripted.push(...statuses),
    async waitFor(count, timeoutMs = 15_000) {
      await until(
        () => received.length >= count,
        timeoutMs,
        () => `the push stub got ${received.length} pushes, expected ${count}`,
      );
      return received.slice(0, count);
    },
    hold() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return {
        release: () => {
          held = null;
          release();
        },
      };
    },
    get holding() {
      return holding;
    },
    waitForHeld: (count, timeoutMs = 15_000) =>
      until(
        () => holding >= count,
        timeoutMs,
        () => `the push stub holds ${holding} pushes, expected ${count}`,
      ),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      if (!given.certificate) rmSync(dir, { recursive: true, force: true });
    },
  };
}
